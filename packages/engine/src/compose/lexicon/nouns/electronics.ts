import { buildNouns } from '../noun.ts';

/**
 * Consumer electronics, computing, audio, photo and their accessories. TVs, laptops, keyboards, mice,
 * remotes and mobile phones are COCO labels (coco-nouns.ts).
 */
// prettier-ignore
export const ELECTRONICS_NOUNS = buildNouns({
  // Audio
  speaker: { en: 'speaker', fr: 'enceinte', g: 'f', match: ['speakers', 'bluetooth speaker', 'wireless speaker', 'smart speaker', 'loudspeaker', 'haut-parleur', 'enceinte bluetooth'] },
  soundbar: { en: 'soundbar', fr: 'barre de son|barres de son', g: 'f', match: ['sound bar', 'soundbars'] },
  earphones: { en: 'earphone', fr: 'écouteur', g: 'm', num: 'pl', match: ['earphones', 'earbuds', 'earbud', 'in-ear headphones', 'écouteurs sans fil', 'oreillettes', 'ear buds', 'ear bud', 'airpods'] },
  microphone: { en: 'microphone', fr: 'microphone', g: 'm', match: ['microphones', 'usb microphone', 'lavalier microphone', 'micro à condensateur', 'micro-cravate', 'micro cravate', 'micro usb à condensateur'] },
  record_player: { en: 'record player', fr: 'platine vinyle|platines vinyles', g: 'f', match: ['turntable', 'turntables', 'tourne-disque', 'tourne-disques', 'vinyl player'] },
  radio: { en: 'radio', fr: 'radio', g: 'f', match: ['radios', 'dab radio', 'digital radio', 'radio réveil'] },
  // Computing and office
  printer: { en: 'printer', fr: 'imprimante', g: 'f', match: ['printers', 'inkjet printer', 'laser printer', '3d printer', 'imprimante 3d'] },
  ink_cartridge: { en: 'ink cartridge', fr: "cartouche d'encre|cartouches d'encre", g: 'f', match: ['toner cartridge', 'printer ink', 'cartouche toner', 'cartouche'] },
  scanner: { en: 'scanner', fr: 'scanner', g: 'm', match: ['scanners', 'document scanner'] },
  router: { en: 'router', fr: 'routeur', g: 'm', match: ['routers', 'wifi router', 'wi-fi router', 'mesh wifi', 'modem', 'box internet'] },
  usb_stick: { en: 'USB stick', fr: 'clé USB|clés USB', g: 'f', match: ['usb flash drive', 'flash drive', 'usb drive', 'memory stick', 'pen drive', 'thumb drive', 'clef usb', 'cle usb'] },
  hard_drive: { en: 'hard drive', fr: 'disque dur|disques durs', g: 'm', match: ['external hard drive', 'hard disk', 'hdd', 'ssd', 'external ssd', 'solid state drive', 'disque ssd'] },
  memory_card: { en: 'memory card', fr: 'carte mémoire|cartes mémoire', g: 'f', match: ['sd card', 'micro sd card', 'microsd card', 'microsd', 'carte sd', 'carte micro sd'] },
  graphics_card: { en: 'graphics card', fr: 'carte graphique|cartes graphiques', g: 'f', match: ['video card', 'gpu', 'graphic card'] },
  motherboard: { en: 'motherboard', fr: 'carte mère|cartes mères', g: 'f', match: ['motherboards', 'mainboard'] },
  webcam: { en: 'webcam', fr: 'webcam', g: 'f', match: ['webcams', 'web cam'] },
  usb_hub: { en: 'USB hub', fr: 'hub USB|hubs USB', g: 'm', match: ['usb-c hub', 'docking station', "station d'accueil"] },
  laptop_stand: { en: 'laptop stand', fr: "support d'ordinateur portable|supports d'ordinateur portable", g: 'm', match: ['laptop riser', 'notebook stand', 'support pc portable', 'monitor stand', 'monitor arm', "support d'écran"] },
  graphics_tablet: { en: 'graphics tablet', fr: 'tablette graphique|tablettes graphiques', g: 'f', match: ['drawing tablet', 'pen tablet'] },
  e_reader: { en: 'e-reader', fr: 'liseuse', g: 'f', match: ['ereader', 'e-book reader', 'ebook reader', 'kindle', 'liseuses'] },
  calculator: { en: 'calculator', fr: 'calculatrice', g: 'f', match: ['calculators', 'scientific calculator', 'calculette'] },
  // Power and cables
  charger: { en: 'charger', fr: 'chargeur', g: 'm', match: ['chargers', 'phone charger', 'wall charger', 'usb charger', 'wireless charger', 'charging station', 'charging dock'] },
  power_bank: { en: 'power bank', fr: 'batterie externe|batteries externes', g: 'f', match: ['powerbank', 'portable charger', 'power banks'] },
  battery: { en: 'battery|batteries', fr: 'pile', g: 'f', match: ['aa batteries', 'aaa batteries', 'rechargeable batteries', 'piles rechargeables'] },
  adapter: { en: 'adapter', fr: 'adaptateur', g: 'm', match: ['adaptor', 'adapters', 'adaptors', 'travel adapter', 'plug adapter', 'usb-c adapter'] },
  power_strip: { en: 'power strip', fr: 'multiprise', g: 'f', match: ['extension lead', 'extension cord', 'extension cable', 'surge protector', 'multi plug', 'rallonge', 'multiprises'] },
  smart_plug: { en: 'smart plug', fr: 'prise connectée|prises connectées', g: 'f', match: ['wifi plug', 'smart plugs', 'smart socket'] },
  // Phone and accessories
  screen_protector: { en: 'screen protector', fr: "protection d'écran|protections d'écran", g: 'f', match: ['screen protectors', 'tempered glass screen protector', "film de protection d'écran"] },
  phone_holder: { en: 'phone holder', fr: 'support de téléphone|supports de téléphone', g: 'm', match: ['phone stand', 'phone mount', 'car phone holder', 'support téléphone', 'support smartphone'] },
  ring_light: { en: 'ring light', fr: 'anneau lumineux|anneaux lumineux', g: 'm', match: ['selfie ring light', 'ring lamp', 'lampe annulaire'] },
  selfie_stick: { en: 'selfie stick', fr: 'perche à selfie|perches à selfie', g: 'f', match: ['selfie sticks', 'perche selfie'] },
  fitness_tracker: { en: 'fitness tracker', fr: 'bracelet connecté|bracelets connectés', g: 'm', kind: 'wear', match: ['activity tracker', 'fitness band', 'smart band', 'smartband'] },
  // Photo, video and optics
  tripod: { en: 'tripod', fr: 'trépied', g: 'm', match: ['tripods', 'camera tripod'] },
  action_camera: { en: 'action camera', fr: 'caméra sport|caméras sport', g: 'f', match: ['action cam', 'sports camera', "caméra d'action"] },
  camcorder: { en: 'camcorder', fr: 'caméscope', g: 'm', match: ['video camera', 'camcorders'] },
  security_camera: { en: 'security camera', fr: 'caméra de surveillance|caméras de surveillance', g: 'f', match: ['cctv camera', 'ip camera', 'surveillance camera', 'home security camera', 'caméra ip'] },
  dashcam: { en: 'dash cam', fr: 'caméra embarquée|caméras embarquées', g: 'f', match: ['dashcam', 'dash camera'] },
  video_doorbell: { en: 'video doorbell', fr: 'sonnette vidéo|sonnettes vidéo', g: 'f', match: ['smart doorbell', 'doorbell', 'door bell', 'sonnette', 'interphone vidéo'] },
  projector: { en: 'projector', fr: 'vidéoprojecteur', g: 'm', match: ['projectors', 'video projector', 'projecteur', 'mini projector'] },
  drone: { en: 'drone', fr: 'drone', g: 'm', match: ['drones', 'camera drone'] },
  binoculars: { en: 'binoculars|binoculars', fr: 'jumelles|jumelles', g: 'f', num: 'pl', match: ['pair of binoculars'] },
  telescope: { en: 'telescope', fr: 'télescope', g: 'm', match: ['telescopes', 'lunette astronomique'] },
  // Gaming
  games_console: { en: 'games console', fr: 'console de jeux|consoles de jeux', g: 'f', match: ['game console', 'gaming console', 'video game console', 'console', 'consoles', 'handheld console'] },
  game_controller: { en: 'game controller', fr: 'manette', g: 'f', match: ['controller', 'controllers', 'gamepad', 'joystick', 'manette de jeu'] },
  video_game: { en: 'video game', fr: 'jeu vidéo|jeux vidéo', g: 'm', match: ['videogame', 'video games', 'jeu video', 'jeux video'] },
  vr_headset: { en: 'VR headset', fr: 'casque de réalité virtuelle|casques de réalité virtuelle', g: 'm', match: ['virtual reality headset', 'casque vr', 'vr glasses'] },
  walkie_talkie: { en: 'walkie-talkie', fr: 'talkie-walkie|talkies-walkies', g: 'm', match: ['walkie talkie', 'walkie talkies', 'two-way radio'] },
});
