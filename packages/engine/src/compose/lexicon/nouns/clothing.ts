import { buildNouns } from '../noun.ts';

/**
 * Clothing beyond the category-head garments of product-nouns.ts: tailoring, outerwear, knitwear,
 * nightwear, lingerie, swim and sportswear. French words are the ones French shops print on product
 * pages (« smoking », « polaire », « doudoune », « salopette »), not word-for-word calques.
 */
// prettier-ignore
export const CLOTHING_NOUNS = buildNouns({
  // Tailoring and tops
  tuxedo: { en: 'tuxedo', fr: 'smoking', g: 'm', kind: 'wear', match: ['dinner jacket', 'dinner suit'] },
  suit: { en: 'two-piece suit|two-piece suits', fr: 'costume', g: 'm', kind: 'wear', match: ['suit', 'three-piece suit', 'business suit', 'costume homme'] },
  waistcoat: { en: 'waistcoat', fr: 'gilet de costume|gilets de costume', g: 'm', kind: 'wear', match: ['suit vest', 'vest waistcoat'] },
  cardigan: { en: 'cardigan', fr: 'gilet', g: 'm', kind: 'wear', match: ['cardi', 'knitted cardigan'] },
  turtleneck: { en: 'turtleneck', fr: 'pull col roulé|pulls col roulé', g: 'm', kind: 'wear', match: ['turtleneck sweater', 'turtleneck jumper', 'roll-neck jumper', 'roll neck jumper', 'polo neck jumper'] },
  blouse: { en: 'blouse', fr: 'chemisier', g: 'm', kind: 'wear', match: ['blouses'] },
  tunic: { en: 'tunic', fr: 'tunique', g: 'f', kind: 'wear', match: ['tunics'] },
  kaftan: { en: 'kaftan', fr: 'caftan', g: 'm', kind: 'wear', match: ['kaftans', 'caftan', 'caftans'] },
  pinafore: { en: 'pinafore dress|pinafore dresses', fr: 'robe chasuble|robes chasubles', g: 'f', kind: 'wear', match: ['pinafore', 'pinafores'] },
  crop_top: { en: 'crop top', fr: 'crop top', g: 'm', kind: 'wear', match: ['cropped top', 'crop-top'] },
  bodysuit: { en: 'bodysuit', fr: 'body|bodys', g: 'm', kind: 'wear', match: ['baby bodysuit', 'body bébé', 'onesie', 'onesies'] },
  overshirt: { en: 'overshirt', fr: 'surchemise', g: 'f', kind: 'wear', match: ['shacket', 'shirt jacket', 'over shirt'] },
  sweater_vest: { en: 'sweater vest', fr: 'pull sans manches|pulls sans manches', g: 'm', kind: 'wear', match: ['knitted vest', 'slipover', 'tank top jumper'] },
  // Outerwear
  fleece: { en: 'fleece jacket', fr: 'polaire', g: 'f', kind: 'wear', match: ['fleece', 'fleeces', 'fleece top', 'fleece pullover', 'veste polaire', 'vestes polaires'] },
  puffer_jacket: { en: 'puffer jacket', fr: 'doudoune', g: 'f', kind: 'wear', match: ['puffer', 'puffer coat', 'puffa jacket', 'down jacket', 'down coat', 'padded jacket'] },
  body_warmer: { en: 'body warmer', fr: 'doudoune sans manches|doudounes sans manches', g: 'f', kind: 'wear', match: ['bodywarmer', 'puffer vest', 'down vest', 'padded gilet', 'padded vest', 'quilted vest', 'fleece vest', 'sleeveless jacket'] },
  raincoat: { en: 'raincoat', fr: 'imperméable', g: 'm', kind: 'wear', match: ['rain jacket', 'rain coat', 'ciré', 'cirés'] },
  trench_coat: { en: 'trench coat', fr: 'trench', g: 'm', kind: 'wear', match: ['trench', 'trenchcoat', 'trenches'] },
  anorak: { en: 'anorak', fr: 'anorak', g: 'm', kind: 'wear' },
  poncho: { en: 'poncho', fr: 'poncho', g: 'm', kind: 'wear', match: ['rain poncho'] },
  denim_jacket: { en: 'denim jacket', fr: 'veste en jean|vestes en jean', g: 'f', kind: 'wear', match: ['jean jacket', 'trucker jacket'] },
  leather_jacket: { en: 'leather jacket', fr: 'veste en cuir|vestes en cuir', g: 'f', kind: 'wear', match: ['biker jacket', 'perfecto', 'blouson en cuir'] },
  bomber: { en: 'bomber jacket', fr: 'bomber', g: 'm', kind: 'wear', match: ['bomber', 'bombers', 'flight jacket'] },
  ski_jacket: { en: 'ski jacket', fr: 'veste de ski|vestes de ski', g: 'f', kind: 'wear', match: ['snowboard jacket'] },
  ski_suit: { en: 'ski suit', fr: 'combinaison de ski|combinaisons de ski', g: 'f', kind: 'wear', match: ['snowsuit', 'snow suit', 'one-piece ski suit'] },
  softshell: { en: 'softshell jacket', fr: 'veste softshell|vestes softshell', g: 'f', kind: 'wear', match: ['soft shell jacket', 'softshell jackets'] },
  cape: { en: 'cape', fr: 'cape', g: 'f', kind: 'wear', match: ['capes'] },
  kimono: { en: 'kimono', fr: 'kimono', g: 'm', kind: 'wear', match: ['kimonos'] },
  // Dresses and one-pieces
  wedding_dress: { en: 'wedding dress|wedding dresses', fr: 'robe de mariée|robes de mariée', g: 'f', kind: 'wear', match: ['wedding gown', 'bridal gown', 'bridal dress'] },
  evening_dress: { en: 'evening dress|evening dresses', fr: 'robe de soirée|robes de soirée', g: 'f', kind: 'wear', match: ['evening gown', 'ball gown', 'gown', 'gowns', 'cocktail dress', 'prom dress'] },
  sundress: { en: 'sundress|sundresses', fr: "robe d'été|robes d'été", g: 'f', kind: 'wear', match: ['summer dress', 'sun dress'] },
  jumpsuit: { en: 'jumpsuit', fr: 'combinaison', g: 'f', kind: 'wear', match: ['boiler suit', 'combinaison pantalon'] },
  playsuit: { en: 'playsuit', fr: 'combishort', g: 'm', kind: 'wear', match: ['romper', 'rompers'] },
  dungarees: { en: 'dungarees|dungarees', fr: 'salopette', g: 'f', num: 'pl-en', kind: 'wear', match: ['overalls', 'bib overalls', 'dungaree'] },
  sarong: { en: 'sarong', fr: 'paréo', g: 'm', kind: 'wear', match: ['pareo', 'beach wrap'] },
  // Bottoms
  cargo_trousers: { en: 'cargo trousers|cargo trousers', fr: 'pantalon cargo|pantalons cargo', g: 'm', num: 'pl-en', kind: 'wear', match: ['cargo pants', 'cargo pant', 'cargos'] },
  ski_trousers: { en: 'ski trousers|ski trousers', fr: 'pantalon de ski|pantalons de ski', g: 'm', num: 'pl-en', kind: 'wear', match: ['ski pants', 'snow pants', 'salopette de ski'] },
  cycling_shorts: { en: 'cycling shorts|cycling shorts', fr: 'cuissard', g: 'm', num: 'pl-en', kind: 'wear', match: ['bike shorts', 'bib shorts', 'cycling short'] },
  board_shorts: { en: 'swim shorts|swim shorts', fr: 'short de bain|shorts de bain', g: 'm', num: 'pl-en', kind: 'wear', match: ['board shorts', 'boardshorts', 'boardshort', 'swimming shorts', 'swim trunks', 'swim short'] },
  tights: { en: 'tights|tights', fr: 'collant', g: 'm', num: 'pl', kind: 'wear', match: ['tight', 'pantyhose', 'hosiery'] },
  // Sportswear and swim
  track_jacket: { en: 'track jacket', fr: 'veste de survêtement|vestes de survêtement', g: 'f', kind: 'wear', match: ['track jackets', 'track top', 'track tops', 'veste de survêtement'] },
  tracksuit: { en: 'tracksuit', fr: 'survêtement', g: 'm', kind: 'wear', match: ['track suit', 'jogging suit', 'sweatsuit'] },
  sports_jersey: { en: 'sports jersey', fr: 'maillot de sport|maillots de sport', g: 'm', kind: 'wear', match: ['jersey', 'jerseys', 'basketball jersey', 'hockey jersey', 'team jersey'] },
  football_shirt: { en: 'football shirt', fr: 'maillot de football|maillots de football', g: 'm', kind: 'wear', match: ['football jersey', 'soccer jersey', 'maillot de foot', 'replica shirt'] },
  cycling_jersey: { en: 'cycling jersey', fr: 'maillot de cyclisme|maillots de cyclisme', g: 'm', kind: 'wear', match: ['bike jersey', 'maillot de vélo'] },
  wetsuit: { en: 'wetsuit', fr: 'combinaison néoprène|combinaisons néoprène', g: 'f', kind: 'wear', match: ['wet suit', 'combinaison de plongée', 'combinaison de surf'] },
  rash_guard: { en: 'rash guard', fr: 'top anti-UV|tops anti-UV', g: 'm', kind: 'wear', match: ['rashguard', 'rash vest', 'swim shirt', 'tee-shirt anti-uv'] },
  bikini_top: { en: 'bikini top', fr: 'haut de maillot de bain|hauts de maillot de bain', g: 'm', kind: 'wear', match: ['haut de bikini', 'haut de maillot'] },
  bikini_bottoms: { en: 'bikini bottoms|bikini bottoms', fr: 'bas de maillot de bain|bas de maillot de bain', g: 'm', num: 'pl-en', kind: 'wear', match: ['bikini bottom', 'bas de bikini', 'bas de maillot'] },
  // Nightwear and lingerie
  pyjamas: { en: 'pyjamas|pyjamas', fr: 'pyjama', g: 'm', num: 'pl-en', kind: 'wear', match: ['pajamas', 'pyjama set', 'pajama set', 'pj set', 'pjs'] },
  nightdress: { en: 'nightdress|nightdresses', fr: 'chemise de nuit|chemises de nuit', g: 'f', kind: 'wear', match: ['nightgown', 'nightie', 'nighty', 'night dress'] },
  bathrobe: { en: 'bathrobe', fr: 'peignoir', g: 'm', kind: 'wear', match: ['bath robe', 'dressing gown', 'robe de chambre', 'robes de chambre', 'kimono robe'] },
  lingerie_bra: { en: 'underwired bra', fr: 'soutien-gorge|soutiens-gorge', g: 'm', kind: 'wear', match: ['underwire bra', 'push-up bra', 'balconette bra', 'lace bra', 'plunge bra', 'soutien gorge', 'bralette'] },
  knickers: { en: 'knickers|knickers', fr: 'culotte', g: 'f', num: 'pl-en', kind: 'wear', match: ['panties', 'panty', 'hipster briefs', 'hipsters'] },
  boxer_shorts: { en: 'boxer shorts|boxer shorts', fr: 'caleçon', g: 'm', num: 'pl-en', kind: 'wear', match: ['boxer short', 'boxer briefs', 'boxer brief', 'boxer'] },
  thermal_top: { en: 'thermal top', fr: 'maillot de corps|maillots de corps', g: 'm', kind: 'wear', match: ['base layer', 'baselayer', 'thermal vest', 'undershirt'] },
});
