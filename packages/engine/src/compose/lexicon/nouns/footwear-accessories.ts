import { buildNouns } from '../noun.ts';

/**
 * Shoes, headwear, gloves and small worn accessories that product-nouns.ts does not cover. Shoes and
 * gloves are named in the plural by default, as shops list them in pairs.
 */
// prettier-ignore
export const FOOTWEAR_ACCESSORY_NOUNS = buildNouns({
  // Footwear
  platform_shoes: { en: 'platform shoe', fr: 'chaussure à plateforme|chaussures à plateforme', g: 'f', num: 'pl', kind: 'wear', match: ['platform shoes', 'platforms', 'platform heels', 'chaussures à plateforme'] },
  wedges: { en: 'wedge', fr: 'chaussure compensée|chaussures compensées', g: 'f', num: 'pl', kind: 'wear', match: ['wedges', 'wedge heels', 'wedge sandals', 'wedge shoes', 'compensées'] },
  rain_boots: { en: 'rain boot', fr: 'botte de pluie|bottes de pluie', g: 'f', num: 'pl', kind: 'wear', match: ['wellies', 'wellingtons', 'wellington boots', 'rubber boots', 'gumboots'] },
  snow_boots: { en: 'snow boot', fr: 'après-ski|après-skis', g: 'm', num: 'pl', kind: 'wear', match: ['snow boots', 'apres ski boots', 'après-ski boots'] },
  hiking_boots: { en: 'hiking boot', fr: 'chaussure de randonnée|chaussures de randonnée', g: 'f', num: 'pl', kind: 'wear', match: ['hiking shoe', 'hiking shoes', 'walking boots', 'walking boot', 'trekking shoes', 'trekking boots', 'chaussures de rando'] },
  football_boots: { en: 'football boot', fr: 'chaussure de football|chaussures de football', g: 'f', num: 'pl', kind: 'wear', match: ['football boots', 'soccer cleats', 'cleats', 'crampons', 'chaussures de foot'] },
  ski_boots: { en: 'ski boot', fr: 'chaussure de ski|chaussures de ski', g: 'f', num: 'pl', kind: 'wear', match: ['ski boots'] },
  climbing_shoes: { en: 'climbing shoe', fr: "chausson d'escalade|chaussons d'escalade", g: 'm', num: 'pl', kind: 'wear', match: ['climbing shoes'] },
  cycling_shoes: { en: 'cycling shoe', fr: 'chaussure de vélo|chaussures de vélo', g: 'f', num: 'pl', kind: 'wear', match: ['cycling shoes', 'bike shoes', 'chaussures de cyclisme'] },
  espadrilles: { en: 'espadrille', fr: 'espadrille', g: 'f', num: 'pl', kind: 'wear' },
  mules: { en: 'mule', fr: 'mule', g: 'f', num: 'pl', kind: 'wear', match: ['backless loafers'] },
  clogs: { en: 'clog', fr: 'sabot', g: 'm', num: 'pl', kind: 'wear', match: ['clogs'] },
  brogues: { en: 'brogue', fr: 'richelieu', g: 'm', num: 'pl', kind: 'wear', match: ['brogues', 'richelieus'] },
  boat_shoes: { en: 'boat shoe', fr: 'chaussure bateau|chaussures bateau', g: 'f', num: 'pl', kind: 'wear', match: ['boat shoes', 'deck shoes', 'deck shoe'] },
  sliders: { en: 'pool slide', fr: 'claquette', g: 'f', num: 'pl', kind: 'wear', match: ['sliders', 'slides', 'slide sandals', 'pool sliders'] },
  insoles: { en: 'insole', fr: 'semelle', g: 'f', num: 'pl', kind: 'thing', match: ['insoles', 'shoe inserts', 'semelles intérieures'] },
  shoelaces: { en: 'shoelace', fr: 'lacet de chaussure|lacets de chaussures', g: 'm', num: 'pl', kind: 'thing', match: ['shoe laces', 'shoe lace', 'bootlaces', 'lacets plats', 'lacets ronds'] },
  shoe_polish: { en: 'shoe polish|shoe polish', fr: 'cirage', g: 'm', match: ['boot polish', 'shoe cream'] },
  // Headwear
  beret: { en: 'beret', fr: 'béret', g: 'm', kind: 'wear', match: ['berets'] },
  bucket_hat: { en: 'bucket hat', fr: 'bob', g: 'm', kind: 'wear', match: ['fisherman hat', 'bucket hats'] },
  straw_hat: { en: 'straw hat', fr: 'chapeau de paille|chapeaux de paille', g: 'm', kind: 'wear', match: ['panama hat'] },
  fedora: { en: 'fedora', fr: 'chapeau feutre|chapeaux feutre', g: 'm', kind: 'wear', match: ['trilby', 'felt hat', 'fédora'] },
  sun_visor: { en: 'sun visor', fr: 'visière', g: 'f', kind: 'wear', match: ['visor', 'visors'] },
  balaclava: { en: 'balaclava', fr: 'cagoule', g: 'f', kind: 'wear', match: ['ski mask'] },
  headband: { en: 'headband', fr: 'bandeau|bandeaux', g: 'm', kind: 'wear', match: ['hairband', 'head band', 'hair band', 'sweatband'] },
  earmuffs: { en: 'earmuffs|earmuffs', fr: 'cache-oreilles|cache-oreilles', g: 'm', num: 'pl-en', kind: 'wear', match: ['ear muffs', 'earmuff'] },
  hijab: { en: 'hijab', fr: 'hijab', g: 'm', kind: 'wear', match: ['hijabs'] },
  // Neck, hands and dress accessories
  mittens: { en: 'mitten', fr: 'moufle', g: 'f', num: 'pl', kind: 'wear', match: ['mittens', 'mitts'] },
  ski_gloves: { en: 'ski glove', fr: 'gant de ski|gants de ski', g: 'm', num: 'pl', kind: 'wear', match: ['ski gloves', 'snow gloves'] },
  cycling_gloves: { en: 'cycling glove', fr: 'gant de vélo|gants de vélo', g: 'm', num: 'pl', kind: 'wear', match: ['cycling gloves', 'bike gloves'] },
  goalkeeper_gloves: { en: 'goalkeeper glove', fr: 'gant de gardien|gants de gardien', g: 'm', num: 'pl', kind: 'wear', match: ['goalkeeper gloves', 'goalie gloves'] },
  neck_warmer: { en: 'neck warmer', fr: 'tour de cou|tours de cou', g: 'm', kind: 'wear', match: ['snood', 'neck gaiter'] },
  shawl: { en: 'shawl', fr: 'châle', g: 'm', kind: 'wear', match: ['shawls', 'pashmina'] },
  bandana: { en: 'bandana', fr: 'bandana', g: 'm', kind: 'wear', match: ['bandanas', 'bandanna'] },
  bow_tie: { en: 'bow tie', fr: 'nœud papillon|nœuds papillon', g: 'm', kind: 'wear', match: ['bowtie', 'bow-tie', 'noeud papillon', 'noeuds papillon', 'nœud pap'] },
  pocket_square: { en: 'pocket square', fr: 'pochette de costume|pochettes de costume', g: 'f', kind: 'wear', match: ['pocket squares', 'pochette costume'] },
  cufflinks: { en: 'cufflink', fr: 'bouton de manchette|boutons de manchette', g: 'm', num: 'pl', kind: 'wear', match: ['cuff links', 'cuff link'] },
  suspenders: { en: 'suspenders|suspenders', fr: 'paire de bretelles|paires de bretelles', g: 'f', num: 'pl-en', kind: 'wear', match: ['trouser braces', 'bretelles homme', 'bretelles pour pantalon'] },
  // Small carried things and hair accessories
  umbrella_compact: { en: 'compact umbrella', fr: 'parapluie pliant|parapluies pliants', g: 'm', kind: 'carry', match: ['folding umbrella', 'travel umbrella'] },
  keyring: { en: 'keyring', fr: 'porte-clés|porte-clés', g: 'm', kind: 'carry', match: ['keychain', 'key ring', 'key chain', 'key fob', 'porte-clé', 'porte-clef', 'porte-clefs', 'porte clés'] },
  card_holder: { en: 'card holder', fr: 'porte-cartes|porte-cartes', g: 'm', kind: 'carry', match: ['cardholder', 'card case', 'porte-carte', 'porte cartes'] },
  coin_purse: { en: 'coin purse', fr: 'porte-monnaie|porte-monnaie', g: 'm', kind: 'carry', match: ['change purse', 'coin pouch', 'porte monnaie'] },
  passport_holder: { en: 'passport holder', fr: 'protège-passeport|protège-passeports', g: 'm', kind: 'carry', match: ['passport cover', 'passport wallet', 'porte-passeport'] },
  hair_clip: { en: 'hair clip', fr: 'barrette', g: 'f', kind: 'wear', match: ['hair clips', 'hair slide', 'hair barrette', 'hairpin'] },
  claw_clip: { en: 'claw clip', fr: 'pince à cheveux|pinces à cheveux', g: 'f', kind: 'wear', match: ['hair claw', 'claw clips', 'pince crabe'] },
  scrunchie: { en: 'scrunchie', fr: 'chouchou', g: 'm', kind: 'wear', match: ['scrunchies', 'scrunchy'] },
  hair_tie: { en: 'hair tie', fr: 'élastique à cheveux|élastiques à cheveux', g: 'm', kind: 'wear', match: ['hair ties', 'hair elastic', 'hair elastics', 'ponytail holder'] },
  dress_up_costume: { en: 'dress-up costume', fr: 'déguisement', g: 'm', kind: 'wear', match: ['halloween costume', 'fancy dress', 'fancy dress costume', 'kids costume', 'cosplay costume'] },
});
