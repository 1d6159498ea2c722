import { buildNouns } from './noun.ts';

/**
 * Common e-commerce product nouns, EN + FR with French gender. Ids of the category head (issue 6) are
 * entries here too (sneakers, tshirt_top, ...) so titles and keywords that name them are recognised;
 * what the composer writes for a category-head prediction comes from the category vocabulary
 * (lexicon/category.ts). The French side uses the words a French shop would use ("baskets",
 * "sweat à capuche", "sac à dos"), not calques.
 */
// prettier-ignore
export const PRODUCT_NOUNS = buildNouns({
  // Shoes
  sneakers: { en: 'sneaker', fr: 'basket', g: 'f', num: 'pl', kind: 'wear', match: ['sneakers', 'trainer', 'trainers', 'running shoe', 'running shoes', 'basketball shoe', 'canvas shoe', 'basket montante', 'high tops', 'high-tops', 'hi-tops', 'high top sneakers', 'plimsoll', 'plimsolls'] },
  formal_shoes: { en: 'formal shoe', fr: 'chaussure habillée|chaussures habillées', g: 'f', num: 'pl', kind: 'wear', match: ['formal shoe', 'formal shoes', 'dress shoe', 'dress shoes', 'chaussures de ville', 'derby', 'derbys', 'derbies', 'oxford', 'loafer', 'loafers', 'mocassin'] },
  shoe: { en: 'shoe', fr: 'chaussure', g: 'f', num: 'pl', kind: 'wear', match: ['shoes', 'chaussures'] },
  heels: { en: 'heel', fr: 'escarpin', g: 'm', num: 'pl', kind: 'wear', match: ['heels', 'pumps', 'stiletto', 'escarpins', 'chaussures à talons', 'peep toes', 'peep-toes', 'peep toe heels'] },
  flats: { en: 'flat', fr: 'ballerine', g: 'f', num: 'pl', kind: 'wear', match: ['flats', 'ballet flats', 'ballerines', 'ballerina', 'ballerina flats'] },
  sandals: { en: 'sandal', fr: 'sandale', g: 'f', num: 'pl', kind: 'wear', match: ['sandals', 'sandales', 'floaters'] },
  flip_flops: { en: 'flip-flop', fr: 'tong', g: 'f', num: 'pl', kind: 'wear', match: ['flip flop', 'flip flops', 'flip-flops', 'tongs'] },
  boots: { en: 'boot', fr: 'botte', g: 'f', num: 'pl', kind: 'wear', match: ['boots', 'ankle boots', 'bottes', 'bottines'] },
  slippers: { en: 'slipper', fr: 'chausson', g: 'm', num: 'pl', kind: 'wear', match: ['slippers', 'chaussons'] },
  // Tops and outerwear
  tshirt_top: { en: 'T-shirt', fr: 't-shirt', g: 'm', kind: 'wear', match: ['t-shirt', 'tshirt', 't shirt', 'tee', 'tees', 'tee-shirt'] },
  top: { en: 'top', fr: 'haut', g: 'm', kind: 'wear', match: ['tops', 'hauts'] },
  shirt: { en: 'shirt', fr: 'chemise', g: 'f', kind: 'wear', match: ['shirts', 'chemises'] },
  polo: { en: 'polo shirt', fr: 'polo', g: 'm', kind: 'wear', match: ['polo', 'polo t-shirt'] },
  tank_top: { en: 'tank top', fr: 'débardeur', g: 'm', kind: 'wear', match: ['tank', 'tanks', 'vest top', 'camisole', 'débardeurs', 'vest', 'innerwear vest'] },
  bra: { en: 'sports bra', fr: 'brassière de sport|brassières de sport', g: 'f', kind: 'wear', match: ['bra', 'bra top', 'brassière'] },
  sweater_hoodie: { en: 'sweatshirt', fr: 'sweat', g: 'm', kind: 'wear', match: ['sweatshirts', 'sweat-shirt'] },
  // A knitted sweater is « un pull », a sweatshirt « un sweat »: titles say which.
  sweater: { en: 'sweater', fr: 'pull', g: 'm', kind: 'wear', match: ['sweaters', 'jumper', 'jumpers', 'pullover', 'pullovers', 'pull-over'] },
  hoodie: { en: 'hoodie', fr: 'sweat à capuche|sweats à capuche', g: 'm', kind: 'wear', match: ['hoodies', 'hoody', 'hooded sweatshirt', 'hoody sweatshirt', 'hoodie sweatshirt'] },
  jacket: { en: 'jacket', fr: 'veste', g: 'f', kind: 'wear', match: ['jackets', 'blazer', 'windbreaker', 'windrunner', 'vestes', 'blouson'] },
  coat: { en: 'coat', fr: 'manteau|manteaux', g: 'm', kind: 'wear', match: ['coats', 'parka', 'overcoat', 'manteau'] },
  dress: { en: 'dress|dresses', fr: 'robe', g: 'f', kind: 'wear', match: ['dresses', 'robes'] },
  skirt: { en: 'skirt', fr: 'jupe', g: 'f', kind: 'wear', match: ['skirts', 'jupes'] },
  kidswear: { en: 'kidswear outfit', fr: 'vêtement pour enfant|vêtements pour enfant', g: 'm', kind: 'wear', match: ['kidswear', 'vêtement pour fille', 'vêtements pour fille', 'vêtement pour garçon', 'vêtements pour garçon'] },
  // Bottoms
  trousers: { en: 'trousers|trousers', fr: 'pantalon', g: 'm', num: 'pl-en', kind: 'wear', match: ['pant', 'pants', 'trouser', 'chinos', 'pantalon'] },
  track_pants: { en: 'track pants|track pants', fr: 'pantalon de survêtement|pantalons de survêtement', g: 'm', num: 'pl-en', kind: 'wear', match: ['track pant', 'jogger', 'joggers', 'sweatpants', 'warm-up pant', 'warmup pant', 'jogging bottoms', 'jogging', 'pantalon de jogging', 'bas de survêtement'] },
  jeans: { en: 'jeans|jeans', fr: 'jean', g: 'm', num: 'pl-en', kind: 'wear', match: ['jean', 'denim jeans'] },
  capris: { en: 'capri trousers|capri trousers', fr: 'pantacourt', g: 'm', num: 'pl-en', kind: 'wear', match: ['capri', 'capris', 'pantacourt'] },
  leggings: { en: 'leggings|leggings', fr: 'legging', g: 'm', num: 'pl-en', kind: 'wear', match: ['legging', 'jeggings'] },
  shorts: { en: 'shorts|shorts', fr: 'short', g: 'm', num: 'pl-en', kind: 'wear', match: ['short', 'bermuda'] },
  swimsuit: { en: 'swimsuit', fr: 'maillot de bain|maillots de bain', g: 'm', kind: 'wear', match: ['swimsuits', 'swimwear', 'bikini', 'maillot', 'swim suit', 'bathing suit', 'one-piece swimsuit'] },
  underwear: { en: 'underwear|underwear', fr: 'sous-vêtement', g: 'm', kind: 'wear', match: ['brief', 'briefs', 'boxers', 'trunks', 'trunk', 'lingerie'] },
  socks: { en: 'sock', fr: 'chaussette', g: 'f', num: 'pl', kind: 'wear', match: ['socks', 'chaussettes'] },
  // Accessories
  cap_hat: { en: 'cap', fr: 'casquette', g: 'f', kind: 'wear', match: ['caps', 'baseball cap', 'casquettes', 'snapback', 'snapback cap', 'trucker cap'] },
  hat: { en: 'hat', fr: 'chapeau|chapeaux', g: 'm', kind: 'wear', match: ['hats', 'chapeau'] },
  // A knitted hat is « un bonnet », not « un chapeau ».
  beanie: { en: 'beanie', fr: 'bonnet', g: 'm', kind: 'wear', match: ['beanies', 'bonnets', 'skull cap', 'skull caps', 'bobble hat', 'knitted hat', 'knit hat', 'woolly hat', 'toque'] },
  swim_cap: { en: 'swim cap', fr: 'bonnet de bain|bonnets de bain', g: 'm', kind: 'wear', match: ['swimming cap'] },
  scarf: { en: 'scarf|scarves', fr: 'écharpe', g: 'f', kind: 'wear', match: ['scarves', 'muffler', 'stole', 'foulard', 'écharpe'] },
  tie: { en: 'tie', fr: 'cravate', g: 'f', kind: 'wear', match: ['ties', 'necktie', 'cravate'] },
  belt: { en: 'belt', fr: 'ceinture', g: 'f', kind: 'wear', match: ['belts', 'ceinture'] },
  gloves: { en: 'glove', fr: 'gant', g: 'm', num: 'pl', kind: 'wear', match: ['gloves', 'gants'] },
  watch: { en: 'watch|watches', fr: 'montre', g: 'f', kind: 'wear', match: ['watches', 'smartwatch', 'montre'] },
  sunglasses: { en: 'sunglasses|sunglasses', fr: 'lunettes de soleil|lunettes de soleil', g: 'f', num: 'pl', kind: 'wear', match: ['sunglass', 'lunettes de soleil'] },
  glasses: { en: 'glasses|glasses', fr: 'lunettes|lunettes', g: 'f', num: 'pl', kind: 'wear', match: ['eyeglasses', 'spectacles', 'lunettes'] },
  necklace: { en: 'necklace', fr: 'collier', g: 'm', kind: 'wear', match: ['necklaces', 'pendant', 'collier', 'pendentif'] },
  earrings: { en: 'earring', fr: "boucle d'oreille|boucles d'oreilles", g: 'f', num: 'pl', kind: 'wear', match: ['earrings', "boucles d'oreilles"] },
  ring: { en: 'ring', fr: 'bague', g: 'f', kind: 'wear', match: ['rings', 'bague'] },
  bracelet: { en: 'bracelet', fr: 'bracelet', g: 'm', kind: 'wear', match: ['bracelets', 'bangle'] },
  wallet: { en: 'wallet', fr: 'portefeuille', g: 'm', kind: 'carry', match: ['wallets', 'purse', 'portefeuille'] },
  perfume: { en: 'perfume', fr: 'parfum', g: 'm', match: ['fragrance', 'body mist', 'eau de toilette', 'eau de parfum', 'parfum'] },
  // Bags
  handbag: { en: 'handbag', fr: 'sac à main|sacs à main', g: 'm', kind: 'carry', match: ['handbags', 'hand bag', 'hand bags', 'clutch', 'sling bag', 'shoulder bag', 'shoulderbag', 'sac à main'] },
  tote: { en: 'tote bag', fr: 'sac cabas|sacs cabas', g: 'm', kind: 'carry', match: ['tote', 'shopper', 'cabas'] },
  backpack: { en: 'backpack', fr: 'sac à dos|sacs à dos', g: 'm', kind: 'carry', match: ['backpacks', 'rucksack', 'daypack', 'sac à dos'] },
  duffel_bag: { en: 'duffel bag', fr: 'sac de voyage|sacs de voyage', g: 'm', kind: 'carry', match: ['duffle', 'duffel', 'duffle bag', 'holdall', 'weekender', 'travel bag', 'sac de voyage'] },
  messenger_bag: { en: 'messenger bag', fr: 'sacoche', g: 'f', kind: 'carry', match: ['messenger', 'laptop bag', 'shoulder pack', 'sacoche'] },
  bag: { en: 'bag', fr: 'sac', g: 'm', kind: 'carry', match: ['bags', 'sac'] },
  suitcase: { en: 'suitcase', fr: 'valise', g: 'f', kind: 'carry', match: ['luggage', 'trolley', 'valise'] },
  // Sport and outdoor
  water_bottle: { en: 'water bottle', fr: 'gourde', g: 'f', match: ['sipper', 'bottle', 'flask', 'gourde'] },
  football: { en: 'football', fr: 'ballon de football|ballons de football', g: 'm', match: ['soccer ball', 'ballon de foot'] },
  basketball: { en: 'basketball', fr: 'ballon de basket|ballons de basket', g: 'm', match: ['ballon de basket'] },
  tennis_ball: { en: 'tennis ball', fr: 'balle de tennis|balles de tennis', g: 'f', match: ['balle de tennis'] },
  ball: { en: 'ball', fr: 'ballon', g: 'm', match: ['stability ball', 'cardio ball', 'ballon'] },
  resistance_band: { en: 'resistance band', fr: 'bande élastique|bandes élastiques', g: 'f', match: ['tone band', 'strength band', 'band kit'] },
  yoga_strap: { en: 'yoga strap', fr: 'sangle de yoga|sangles de yoga', g: 'f', match: ['strap'] },
  yoga_brick: { en: 'yoga brick', fr: 'brique de yoga|briques de yoga', g: 'f', match: ['yoga block', 'foam brick'] },
  yoga_mat: { en: 'yoga mat', fr: 'tapis de yoga|tapis de yoga', g: 'm', match: ['exercise mat', 'pilates mat', 'fitness mat', 'gym mat', 'workout mat'] },
  jump_rope: { en: 'jump rope', fr: 'corde à sauter|cordes à sauter', g: 'f', match: ['skipping rope'] },
  pushup_grips: { en: 'push-up grip', fr: 'poignée de pompes|poignées de pompes', g: 'f', num: 'pl', match: ['pushup grips', 'push-up grips', 'grips'] },
  dumbbell: { en: 'dumbbell', fr: 'haltère', g: 'm', match: ['dumbbells', 'kettlebell', 'haltère'] },
  tent: { en: 'tent', fr: 'tente', g: 'f', match: ['tents', 'tente'] },
  road_bike: { en: 'road bike', fr: 'vélo de route|vélos de route', g: 'm', match: ['racing bike'] },
  helmet: { en: 'helmet', fr: 'casque', g: 'm', match: ['helmets'] },
  // Electronics
  camera: { en: 'camera', fr: 'appareil photo|appareils photo', g: 'm', match: ['cameras', 'slr', 'dslr', 'instamatic', 'appareil photo'] },
  camera_lens: { en: 'camera lens|camera lenses', fr: 'objectif', g: 'm', match: ['lens', 'objectif'] },
  monitor: { en: 'monitor', fr: 'écran', g: 'm', match: ['monitors', 'display', 'screen', 'écran'] },
  computer: { en: 'computer', fr: 'ordinateur', g: 'm', match: ['pc', 'gaming pc', 'desktop', 'ordinateur'] },
  tablet: { en: 'tablet', fr: 'tablette', g: 'f', match: ['tablets', 'ipad', 'tablette', 'galaxy tab'] },
  cable: { en: 'cable', fr: 'câble', g: 'm', match: ['cables', 'ethernet cable', 'câble'] },
  headphones: { en: 'headphones|headphones', fr: 'casque audio|casques audio', g: 'm', num: 'pl-en', match: ['headphone', 'headset', 'over-ear headphones', 'gaming headset'] },
  smartphone: { en: 'smartphone', fr: 'smartphone', g: 'm', match: ['phone', 'mobile phone', 'iphone', 'cell phone', 'cellphone'] },
  // Home and garden
  armchair: { en: 'armchair', fr: 'fauteuil', g: 'm', match: ['armchairs', 'lounge chair', 'fauteuil'] },
  sofa: { en: 'sofa', fr: 'canapé', g: 'm', match: ['sofas', 'settee', 'couch', 'canapé'] },
  stool: { en: 'stool', fr: 'tabouret', g: 'm', match: ['stools', 'bar stool', 'tabouret'] },
  desk: { en: 'desk', fr: 'bureau|bureaux', g: 'm', match: ['desks', 'side desk'] },
  bedside_table: { en: 'bedside table', fr: 'table de chevet|tables de chevet', g: 'f', match: ['nightstand', 'night stand', 'table de chevet'] },
  lamp: { en: 'lamp', fr: 'lampe', g: 'f', match: ['lamps', 'lampe'] },
  cushion: { en: 'cushion', fr: 'coussin', g: 'm', match: ['pillow', 'pillows', 'throw pillow', 'throw pillows', 'decorative pillow', 'scatter cushion', 'coussin'] },
  mug: { en: 'mug', fr: 'mug', g: 'm', match: ['mugs', 'tasse', 'coffee mug', 'coffee mugs', 'tea mug'] },
  plant: { en: 'plant', fr: 'plante', g: 'f', match: ['plants', 'hanging plant', 'plante'] },
  orchid: { en: 'orchid', fr: 'orchidée', g: 'f', match: ['orchids', 'orchidée'] },
  aloe_vera: { en: 'aloe vera|aloe vera plants', fr: 'aloe vera|aloe vera', g: 'm', match: ['aloe'] },
  fern: { en: 'fern', fr: 'fougère', g: 'f', match: ['ferns', 'fougère'] },
  bonsai: { en: 'bonsai tree', fr: 'bonsaï', g: 'm', match: ['bonsai'] },
  trowel: { en: 'hand trowel', fr: 'transplantoir', g: 'm', match: ['trowel'] },
  // The category head's coarse groups are not entries here: the composer names them from the category
  // vocabulary (lexicon/category.ts). "Garment" stays a noun the lexicon recognises in text.
  clothing: { en: 'garment', fr: 'vêtement', g: 'm', kind: 'wear' },
});
