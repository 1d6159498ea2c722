import { buildNouns } from '../noun.ts';

/**
 * Electronics, computer, camera, optics and photo studio nouns grown from a general shop vocabulary (Google's product
 * taxonomy, read as a reference with tools/measure/measure-taxonomy-nouns.ts, never shipped) rather than from any one
 * catalogue. French is the word a French shop uses, checked against the taxonomy's French.
 */
// prettier-ignore
export const ELECTRONICS_OPTICS_NOUNS = buildNouns({
  // Optics
  monocular: { en: 'monocular', fr: 'monoculaire', g: 'm', match: ['monocular telescope'] },
  rangefinder: { en: 'rangefinder', fr: 'télémètre', g: 'm', match: ['range finder', 'laser rangefinder', 'laser distance meter', 'télémètre laser'] },
  spotting_scope: { en: 'spotting scope', fr: 'longue-vue|longues-vues', g: 'f', match: ['longue vue', 'longues vues'] },
  borescope: { en: 'borescope', fr: 'endoscope', g: 'm', match: ['inspection camera', 'endoscope camera', 'boroscope', "caméra d'inspection"] },
  // Photography
  light_meter: { en: 'light meter', fr: 'posemètre', g: 'm', match: ['exposure meter', 'flash meter'] },
  photo_enlarger: { en: 'photo enlarger', fr: 'agrandisseur', g: 'm', match: ['enlarger', 'agrandisseur photo'] },
  photo_paper: { en: 'photo paper|photo paper', fr: 'papier photo|papiers photo', g: 'm', match: ['photographic paper', 'glossy photo paper', 'papier photographique'] },
  backdrop: { en: 'photo backdrop', fr: 'fond photo|fonds photo', g: 'm', match: ['backdrop', 'backdrops', 'studio backdrop', 'photography backdrop', 'toile de fond', 'fond de studio'] },
  softbox: { en: 'softbox|softboxes', fr: 'boîte à lumière|boîtes à lumière', g: 'f', match: ['soft box', 'softbox photo'] },
  studio_light: { en: 'studio light', fr: 'lampe de studio|lampes de studio', g: 'f', match: ['studio flash', 'studio strobe', 'continuous lighting kit', 'flash de studio'] },
  light_stand: { en: 'light stand', fr: "pied d'éclairage|pieds d'éclairage", g: 'm', match: ['lighting stand', 'pied de studio'] },
  photo_reflector: { en: 'photo reflector', fr: 'réflecteur photo|réflecteurs photo', g: 'm', match: ['reflector disc', 'collapsible reflector', 'réflecteur pliable'] },
  speedlight: { en: 'speedlight', fr: 'flash cobra|flashs cobra', g: 'm', match: ['speedlite', 'camera flash', 'flash unit', 'flash appareil photo'] },
  // Audio
  jukebox: { en: 'jukebox|jukeboxes', fr: 'juke-box|juke-box', g: 'm', match: ['juke box'] },
  bluetooth_transmitter: { en: 'bluetooth transmitter', fr: 'transmetteur Bluetooth|transmetteurs Bluetooth', g: 'm', match: ['bluetooth receiver', 'bluetooth audio receiver', 'bluetooth adapter', 'émetteur bluetooth', 'récepteur bluetooth', 'adaptateur bluetooth'] },
  fm_transmitter: { en: 'FM transmitter', fr: 'transmetteur FM|transmetteurs FM', g: 'm', match: ['émetteur fm', 'car fm transmitter'] },
  equalizer: { en: 'equalizer', fr: 'égaliseur', g: 'm', match: ['equaliser', 'graphic equalizer'] },
  effects_pedal: { en: 'effects pedal', fr: "pédale d'effet|pédales d'effet", g: 'f', match: ['guitar pedal', 'effect pedal', 'guitar effects pedal', "pédale d'effets", 'pédale guitare'] },
  preamp: { en: 'preamp', fr: 'préampli', g: 'm', match: ['preamplifier', 'phono preamp', 'préamplificateur'] },
  pa_system: { en: 'PA system', fr: 'système de sonorisation|systèmes de sonorisation', g: 'm', match: ['public address system', 'pa speaker system', 'sono portable'] },
  answering_machine: { en: 'answering machine', fr: 'répondeur', g: 'm', match: ['répondeur téléphonique'] },
  vcr: { en: 'VCR', fr: 'magnétoscope', g: 'm', match: ['vhs player', 'videocassette recorder', 'vcrs'] },
  satellite_receiver: { en: 'satellite receiver', fr: 'récepteur satellite|récepteurs satellite', g: 'm', match: ['satellite box', 'sat receiver', 'décodeur satellite'] },
  radar_detector: { en: 'radar detector', fr: 'détecteur de radar|détecteurs de radar', g: 'm', match: ['avertisseur de radar'] },
  // Computer and network
  mouse_pad: { en: 'mouse mat', fr: 'tapis de souris|tapis de souris', g: 'm', match: ['mouse pad', 'mousepad', 'mouse pads', 'gaming mouse pad', 'mouse mats'] },
  development_board: { en: 'development board', fr: 'carte de développement|cartes de développement', g: 'f', match: ['dev board', 'microcontroller board'] },
  microcontroller: { en: 'microcontroller', fr: 'microcontrôleur', g: 'm' },
  hdmi_splitter: { en: 'HDMI splitter', fr: 'répartiteur HDMI|répartiteurs HDMI', g: 'm', match: ['hdmi switch', 'splitter hdmi', 'switch hdmi', 'commutateur hdmi'] },
  kvm_switch: { en: 'KVM switch|KVM switches', fr: 'commutateur KVM|commutateurs KVM', g: 'm', match: ['kvm'] },
  patch_panel: { en: 'patch panel', fr: 'panneau de brassage|panneaux de brassage', g: 'm' },
  numeric_keypad: { en: 'numeric keypad', fr: 'pavé numérique|pavés numériques', g: 'm', match: ['number pad', 'numpad'] },
  touchpad: { en: 'touchpad', fr: 'pavé tactile|pavés tactiles', g: 'm', match: ['trackpad', 'touch pad'] },
  fingerprint_reader: { en: 'fingerprint reader', fr: "lecteur d'empreintes|lecteurs d'empreintes", g: 'm', match: ['fingerprint scanner', "lecteur d'empreintes digitales"] },
  card_reader: { en: 'card reader', fr: 'lecteur de cartes|lecteurs de cartes', g: 'm', match: ['sd card reader', 'memory card reader', 'smart card reader', 'lecteur de carte'] },
  optical_drive: { en: 'optical drive', fr: 'lecteur optique|lecteurs optiques', g: 'm', match: ['dvd drive', 'cd drive', 'blu-ray drive', 'dvd burner', 'graveur dvd', 'graveur de dvd'] },
  nas: { en: 'NAS server', fr: 'serveur NAS|serveurs NAS', g: 'm', match: ['nas', 'nas drive', 'network attached storage'] },
  privacy_filter: { en: 'privacy filter', fr: 'filtre de confidentialité|filtres de confidentialité', g: 'm', match: ['privacy screen filter', 'laptop privacy screen', 'écran de confidentialité'] },
  memory_module: { en: 'memory module', fr: 'barrette de mémoire|barrettes de mémoire', g: 'f', match: ['ram module', 'ram stick', 'ddr4 ram', 'ddr5 ram', 'barrette ram', 'sodimm', 'mémoire ram'] },
  wifi_extender: { en: 'wifi extender', fr: 'répéteur wifi|répéteurs wifi', g: 'm', match: ['wi-fi extender', 'range extender', 'wifi booster', 'signal booster', 'répéteur wi-fi', 'amplificateur wifi'] },
  access_point: { en: 'access point', fr: "point d'accès|points d'accès", g: 'm', match: ['wireless access point', 'wifi access point'] },
  network_switch: { en: 'network switch|network switches', fr: 'switch réseau|switchs réseau', g: 'm', match: ['ethernet switch', 'gigabit switch', 'commutateur réseau', 'switch ethernet'] },
  printhead: { en: 'printhead', fr: "tête d'impression|têtes d'impression", g: 'f', match: ['print head'] },
  // Accessories that a generic noun took (a camera, a speaker, a screen)
  camera_film: { en: 'camera film', fr: 'pellicule photo|pellicules photo', g: 'f', match: ['35mm film', 'film roll'] },
  underwater_housing: { en: 'underwater housing', fr: 'caisson étanche|caissons étanches', g: 'm', match: ['underwater camera housing', 'dive housing', 'caisson sous-marin'] },
  gimbal: { en: 'gimbal', fr: 'stabilisateur', g: 'm', match: ['gimbal stabilizer', 'camera stabilizer', 'stabilisateur smartphone'] },
  speaker_stand: { en: 'speaker stand', fr: "pied d'enceinte|pieds d'enceinte", g: 'm', match: ["support d'enceinte"] },
  tv_mount: { en: 'TV mount', fr: 'support TV|supports TV', g: 'm', match: ['tv wall mount', 'tv bracket', 'support mural tv', 'support tv mural'] },
  projection_screen: { en: 'projection screen', fr: 'écran de projection|écrans de projection', g: 'm', match: ['projector screen'] },
  stylus: { en: 'stylus|styluses', fr: 'stylet', g: 'm', match: ['stylus pen', 'touch pen', 'stylet tactile'] },
  cable_ties: { en: 'cable tie', fr: 'collier de serrage|colliers de serrage', g: 'm', num: 'pl', match: ['zip tie', 'zip ties', 'serre-câble', 'serre-câbles'] },
  fish_finder: { en: 'fish finder', fr: 'détecteur de poissons|détecteurs de poissons', g: 'm', match: ['sondeur de pêche'] },
});
