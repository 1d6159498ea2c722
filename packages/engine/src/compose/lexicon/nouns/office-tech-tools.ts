import { buildNouns } from '../noun.ts';

/**
 * Office, electronics, hardware, health and furniture nouns grown from a general shop vocabulary (Google's product
 * taxonomy, read as a reference with tools/measure/measure-taxonomy-nouns.ts, never shipped) rather than from any
 * one catalogue. Tools named "… gun" are entries of their own so that a nail gun is never « arme à feu ».
 */
// prettier-ignore
export const OFFICE_TECH_TOOL_NOUNS = buildNouns({
  // Office
  label_maker: { en: 'label maker', fr: 'étiqueteuse', g: 'f', match: ['label printer'] },
  file_folder: { en: 'file folder', fr: 'chemise de classement|chemises de classement', g: 'f', match: ['document folder', 'manila folder', 'expanding file'] },
  tape_dispenser: { en: 'tape dispenser', fr: 'dévidoir de ruban adhésif|dévidoirs de ruban adhésif', g: 'm', match: ['sellotape dispenser', 'scotch tape dispenser'] },
  paper_shredder: { en: 'paper shredder', fr: 'destructeur de documents|destructeurs de documents', g: 'm', match: ['shredder', 'document shredder'] },
  laminator: { en: 'laminator', fr: 'plastifieuse', g: 'f', match: ['laminating machine'] },
  letter_tray: { en: 'letter tray', fr: 'corbeille à courrier|corbeilles à courrier', g: 'f', match: ['document tray', 'paper tray'] },
  clipboard: { en: 'clipboard', fr: 'porte-bloc|porte-blocs', g: 'm', match: ['clip board'] },
  push_pins: { en: 'push pin', fr: 'punaise', g: 'f', num: 'pl', match: ['push pins', 'drawing pins', 'thumbtacks', 'thumb tacks'] },
  rubber_bands: { en: 'rubber band', fr: 'élastique de bureau|élastiques de bureau', g: 'm', num: 'pl', match: ['rubber bands', 'elastic bands'] },
  magazine_rack: { en: 'magazine rack', fr: 'porte-revues|porte-revues', g: 'm', match: ['magazine holder', 'magazine file'] },
  // Electronics
  boombox: { en: 'boombox|boomboxes', fr: 'radiocassette|radiocassettes', g: 'm', match: ['boom box', 'portable stereo'] },
  karaoke_machine: { en: 'karaoke machine', fr: 'machine de karaoké|machines de karaoké', g: 'f', match: ['karaoke system', 'karaoke speaker'] },
  megaphone: { en: 'megaphone', fr: 'mégaphone', g: 'm', match: ['bullhorn', 'loudhailer'] },
  intercom: { en: 'intercom', fr: 'interphone', g: 'm', match: ['door intercom', 'video intercom'] },
  tv_antenna: { en: 'TV antenna', fr: 'antenne TV|antennes TV', g: 'f', match: ['tv aerial', 'antenna', 'indoor antenna', 'outdoor antenna'] },
  dvd_player: { en: 'DVD player', fr: 'lecteur DVD|lecteurs DVD', g: 'm', match: ['blu-ray player', 'bluray player', 'dvd & blu-ray player'] },
  home_cinema: { en: 'home cinema system', fr: 'home cinéma|home cinémas', g: 'm', match: ['home theater system', 'home theatre system', 'home cinema'] },
  voice_recorder: { en: 'voice recorder', fr: 'dictaphone', g: 'm', match: ['dictaphone', 'digital voice recorder'] },
  gps_navigator: { en: 'GPS navigator', fr: 'GPS|GPS', g: 'm', match: ['gps navigation system', 'sat nav', 'satnav', 'gps tracker', 'gps device'] },
  stereo_system: { en: 'stereo system', fr: 'chaîne hi-fi|chaînes hi-fi', g: 'f', match: ['hi-fi system', 'hifi system', 'micro system', 'stereo systems'] },
  amplifier: { en: 'amplifier', fr: 'amplificateur', g: 'm', match: ['power amplifier', 'guitar amp', 'stereo amplifier'] },
  av_receiver: { en: 'AV receiver', fr: 'amplificateur home cinéma|amplificateurs home cinéma', g: 'm', match: ['audio & video receiver', 'av amplifier'] },
  audio_mixer: { en: 'mixing desk', fr: 'table de mixage|tables de mixage', g: 'f', match: ['audio mixer', 'dj mixer', 'mixing console', 'dj controller'] },
  ups: { en: 'UPS', fr: 'onduleur', g: 'm', match: ['uninterruptible power supply'] },
  streaming_player: { en: 'streaming media player', fr: 'box multimédia|box multimédia', g: 'f', match: ['streaming device', 'streaming stick', 'media player', 'tv box', 'android tv box'] },
  // Hardware and tools
  heat_gun: { en: 'heat gun', fr: 'décapeur thermique|décapeurs thermiques', g: 'm', match: ['hot air gun'] },
  nail_gun: { en: 'nail gun', fr: 'cloueur', g: 'm', match: ['nailer', 'brad nailer'] },
  staple_gun: { en: 'staple gun', fr: 'agrafeuse murale|agrafeuses murales', g: 'f', match: ['stapler gun', 'upholstery stapler'] },
  soldering_iron: { en: 'soldering iron', fr: 'fer à souder|fers à souder', g: 'm', match: ['soldering station'] },
  multimeter: { en: 'multimeter', fr: 'multimètre', g: 'm', match: ['digital multimeter', 'voltmeter'] },
  stud_finder: { en: 'stud finder', fr: 'détecteur de matériaux|détecteurs de matériaux', g: 'm', match: ['wall scanner'] },
  bench_vice: { en: 'bench vice', fr: 'étau|étaux', g: 'm', match: ['bench vise', 'vise', 'woodworking vice'] },
  clamp: { en: 'clamp', fr: 'serre-joint|serre-joints', g: 'm', match: ['g-clamp', 'c-clamp', 'bar clamp', 'quick clamp'] },
  chisel: { en: 'chisel', fr: 'ciseau à bois|ciseaux à bois', g: 'm', match: ['wood chisel', 'chisels'] },
  allen_keys: { en: 'Allen key', fr: 'clé Allen|clés Allen', g: 'f', num: 'pl', match: ['allen keys', 'hex key', 'hex keys', 'allen wrench'] },
  air_compressor: { en: 'air compressor', fr: "compresseur d'air|compresseurs d'air", g: 'm', match: ['compressor'] },
  generator: { en: 'generator', fr: 'groupe électrogène|groupes électrogènes', g: 'm', match: ['power generator', 'inverter generator', 'petrol generator'] },
  solar_panel: { en: 'solar panel', fr: 'panneau solaire|panneaux solaires', g: 'm', match: ['solar module', 'solar panels'] },
  screws: { en: 'screw', fr: 'vis|vis', g: 'f', num: 'pl', match: ['screws', 'wood screws'] },
  hinge: { en: 'hinge', fr: 'charnière', g: 'f', match: ['door hinge', 'cabinet hinge'] },
  caster: { en: 'caster wheel', fr: 'roulette', g: 'f', num: 'pl', match: ['casters', 'castor wheel', 'furniture casters'] },
  bungee_cord: { en: 'bungee cord', fr: 'sandow', g: 'm', match: ['bungee cords', 'bungee strap', 'elastic tie-down'] },
  tarpaulin: { en: 'tarpaulin', fr: 'bâche', g: 'f', match: ['tarp', 'tarps', 'tarpaulins'] },
  bidet: { en: 'bidet', fr: 'bidet', g: 'm' },
  shower_enclosure: { en: 'shower enclosure', fr: 'cabine de douche|cabines de douche', g: 'f', match: ['shower cabin', 'shower stall', 'shower cubicle'] },
  water_softener: { en: 'water softener', fr: "adoucisseur d'eau|adoucisseurs d'eau", g: 'm' },
  // Health and personal care
  hot_water_bottle: { en: 'hot water bottle', fr: 'bouillotte', g: 'f', match: ['hot-water bottle'] },
  blood_pressure_monitor: { en: 'blood pressure monitor', fr: 'tensiomètre', g: 'm', match: ['blood pressure cuff', 'sphygmomanometer'] },
  thermometer: { en: 'thermometer', fr: 'thermomètre', g: 'm', match: ['digital thermometer', 'ear thermometer', 'forehead thermometer'] },
  pill_organiser: { en: 'pill organiser', fr: 'pilulier', g: 'm', match: ['pill organizer', 'pill box', 'pillbox', 'pill case'] },
  first_aid_kit: { en: 'first aid kit', fr: 'trousse de secours|trousses de secours', g: 'f', match: ['first-aid kit', 'emergency kit'] },
  heating_pad: { en: 'heating pad', fr: 'coussin chauffant|coussins chauffants', g: 'm', match: ['heat pad', 'electric heating pad'] },
  walking_stick: { en: 'walking stick', fr: 'canne', g: 'f', match: ['walking cane'] },
  wheelchair: { en: 'wheelchair', fr: 'fauteuil roulant|fauteuils roulants', g: 'm' },
  crutches: { en: 'crutch|crutches', fr: 'béquille', g: 'f', num: 'pl' },
  rollator: { en: 'rollator', fr: 'déambulateur', g: 'm', match: ['walking frame', 'zimmer frame'] },
  hearing_aid: { en: 'hearing aid', fr: 'appareil auditif|appareils auditifs', g: 'm', match: ['hearing amplifier'] },
  shaving_brush: { en: 'shaving brush|shaving brushes', fr: 'blaireau|blaireaux', g: 'm' },
  tongue_scraper: { en: 'tongue scraper', fr: 'gratte-langue|gratte-langues', g: 'm', match: ['tongue cleaner'] },
  contact_lens_case: { en: 'contact lens case', fr: 'étui à lentilles|étuis à lentilles', g: 'm' },
  // Furniture and luggage
  kitchen_island: { en: 'kitchen island', fr: 'îlot de cuisine|îlots de cuisine', g: 'm', match: ['kitchen trolley', 'kitchen cart'] },
  room_divider: { en: 'room divider', fr: 'paravent', g: 'm', match: ['folding screen', 'privacy screen', 'room screen'] },
  packing_cubes: { en: 'packing cube', fr: 'organiseur de valise|organiseurs de valise', g: 'm', num: 'pl', match: ['packing cubes', 'packing organiser', 'packing organizer'] },
});
