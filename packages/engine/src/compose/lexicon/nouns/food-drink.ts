import { buildNouns } from '../noun.ts';

/**
 * Packaged food, drink and tobacco goods a shop sells online, grown from a general shop vocabulary (Google's product
 * taxonomy, read as a reference with tools/measure/measure-taxonomy-nouns.ts, never shipped) rather than from any one
 * catalogue. Food words that also name colours, prints or clothes ("chocolate", "honey", "olive", "mint", "peach",
 * "cherry", "lemon", "mustard", "caramel", "salt", "tea dress", "coffee table") are only matched in a longer phrase
 * ("olive oil", "tea bags", "manuka honey"), so "Chocolate Brown Sweater" keeps its sweater.
 */
// prettier-ignore
export const FOOD_DRINK_NOUNS = buildNouns({
  // Pantry
  olive_oil: { en: 'olive oil', fr: "huile d'olive|huiles d'olive", g: 'f', match: ['extra virgin olive oil', 'virgin olive oil'] },
  cooking_oil: { en: 'cooking oil', fr: 'huile de cuisson|huiles de cuisson', g: 'f', match: ['sunflower oil', 'rapeseed oil', 'vegetable oil', 'sesame oil', 'peanut oil', 'huile de tournesol'] },
  vinegar: { en: 'vinegar', fr: 'vinaigre', g: 'm', match: ['balsamic vinegar', 'cider vinegar', 'wine vinegar', 'vinaigre balsamique'] },
  honey: { en: 'jar of honey|jars of honey', fr: 'pot de miel|pots de miel', g: 'm', match: ['manuka honey', 'organic honey', 'acacia honey', 'wildflower honey', 'jar of honey', 'honey jar', 'miel de fleurs', "miel d'acacia", 'miel de manuka', 'miel bio', 'lavender honey', 'miel de lavande', 'miel de châtaignier', 'miel de thym', 'miel de montagne', 'miel de sapin', 'miel de tilleul', 'miel de forêt'] },
  maple_syrup: { en: 'maple syrup', fr: "sirop d'érable|sirops d'érable", g: 'm', match: ['pure maple syrup'] },
  jam: { en: 'jam', fr: 'confiture', g: 'f', match: ['marmalade', 'fruit preserves', 'strawberry jam', 'fruit spread'] },
  peanut_butter: { en: 'peanut butter', fr: 'beurre de cacahuète|beurres de cacahuète', g: 'm', match: ['nut butter', 'almond butter', 'beurre de cacahuètes'] },
  hot_sauce: { en: 'hot sauce', fr: 'sauce piquante|sauces piquantes', g: 'f', match: ['chili sauce', 'chilli sauce', 'sriracha', 'pepper sauce'] },
  soy_sauce: { en: 'soy sauce', fr: 'sauce soja|sauces soja', g: 'f', match: ['soya sauce', 'tamari'] },
  bbq_sauce: { en: 'barbecue sauce', fr: 'sauce barbecue|sauces barbecue', g: 'f', match: ['bbq sauce', 'barbeque sauce'] },
  ketchup: { en: 'ketchup', fr: 'ketchup', g: 'm', match: ['tomato ketchup'] },
  dijon_mustard: { en: 'dijon mustard', fr: 'moutarde de Dijon|moutardes de Dijon', g: 'f', match: ['wholegrain mustard', 'whole grain mustard', 'moutarde à l\'ancienne'] },
  spice_mix: { en: 'spice mix|spice mixes', fr: "mélange d'épices|mélanges d'épices", g: 'm', match: ['spice blend', 'spice rub', 'seasoning blend', 'curry powder', 'herbes de provence'] },
  flour: { en: 'flour', fr: 'farine', g: 'f', match: ['plain flour', 'wheat flour', 'bread flour', 'self-raising flour'] },
  baking_powder: { en: 'baking powder', fr: 'levure chimique|levures chimiques', g: 'f' },
  baking_soda: { en: 'baking soda', fr: 'bicarbonate de soude|bicarbonates de soude', g: 'm', match: ['bicarbonate of soda', 'sodium bicarbonate'] },
  yeast: { en: 'yeast', fr: 'levure de boulanger|levures de boulanger', g: 'f', match: ['dried yeast', "baker's yeast", 'active dry yeast', 'levure boulangère'] },
  rice: { en: 'rice', fr: 'riz|riz', g: 'm', match: ['basmati rice', 'jasmine rice', 'arborio rice', 'risotto rice', 'sushi rice'] },
  rolled_oats: { en: 'rolled oats|rolled oats', fr: "flocon d'avoine|flocons d'avoine", g: 'm', num: 'pl', match: ['porridge oats', 'oat flakes', 'oats'] },
  breakfast_cereal: { en: 'breakfast cereal', fr: 'céréale|céréales', g: 'f', num: 'pl-fr', match: ['cereal', 'cereals', 'granola', 'muesli', 'céréales du petit-déjeuner'] },
  cereal_bar: { en: 'cereal bar', fr: 'barre de céréales|barres de céréales', g: 'f', match: ['granola bar', 'snack bar', 'muesli bar'] },
  dried_fruit: { en: 'dried fruit|dried fruits', fr: 'fruit sec|fruits secs', g: 'm', num: 'pl', match: ['mixed nuts', 'trail mix', 'fruits secs'] },
  popcorn: { en: 'popcorn|popcorn', fr: 'pop-corn|pop-corn', g: 'm', match: ['microwave popcorn', 'popcorn kernels'] },
  pretzel: { en: 'pretzel', fr: 'bretzel', g: 'm', match: ['pretzels'] },
  beef_jerky: { en: 'beef jerky', fr: 'viande séchée|viandes séchées', g: 'f', match: ['jerky', 'biltong'] },
  smoked_salmon: { en: 'smoked salmon', fr: 'saumon fumé|saumons fumés', g: 'm' },
  protein_powder: { en: 'protein powder', fr: 'protéine en poudre|protéines en poudre', g: 'f', match: ['whey protein', 'vegan protein', 'protein shake'] },
  cheese_board: { en: 'cheese board', fr: 'plateau à fromage|plateaux à fromage', g: 'm', match: ['charcuterie board', 'cheese platter', 'planche à fromage'] },
  // Sweets
  chocolate_bar: { en: 'chocolate bar', fr: 'tablette de chocolat|tablettes de chocolat', g: 'f', match: ['bar of chocolate', 'chocolate bars', 'chocolate tablet', 'dark chocolate', 'milk chocolate', 'white chocolate', 'chocolat noir', 'chocolat au lait', 'chocolat blanc', 'chocolat noir bio'] },
  box_of_chocolates: { en: 'box of chocolates|boxes of chocolates', fr: 'boîte de chocolats|boîtes de chocolats', g: 'f', match: ['chocolate gift box', 'assorted chocolates', 'chocolate truffles', 'chocolate pralines', 'chocolats'] },
  hot_chocolate: { en: 'hot chocolate', fr: 'chocolat chaud|chocolats chauds', g: 'm', match: ['drinking chocolate', 'cocoa powder', 'chocolat en poudre'] },
  candy: { en: 'hard candy|hard candies', fr: 'confiserie', g: 'f', num: 'pl', match: ['candies', 'sweets', 'boiled sweets', 'gummy candy', 'jelly beans', 'bonbons'] },
  gummy_bears: { en: 'gummy bear', fr: 'ourson gélifié|oursons gélifiés', g: 'm', num: 'pl', match: ['gummy bears', 'gummi bears', 'jelly babies'] },
  lollipop: { en: 'lollipop', fr: 'sucette en sucre|sucettes en sucre', g: 'f', match: ['lollypop', 'lolly'] },
  chewing_gum: { en: 'chewing gum', fr: 'chewing-gum|chewing-gums', g: 'm', match: ['chewing-gum', 'sugar-free gum'] },
  // Drinks
  tea_bags: { en: 'tea bag', fr: 'sachet de thé|sachets de thé', g: 'm', num: 'pl', match: ['teabags', 'teabag', 'tea bags', 'green tea bags', 'black tea bags', 'herbal tea bags', 'sachets de thé vert'] },
  loose_leaf_tea: { en: 'loose leaf tea', fr: 'thé en vrac|thés en vrac', g: 'm', match: ['loose tea', 'matcha powder'] },
  tea: { en: 'tea|teas', fr: 'thé', g: 'm', match: ['green tea', 'black tea', 'oolong tea', 'earl grey tea', 'white tea', 'thé vert', 'thé noir', 'thé blanc'] },
  herbal_tea: { en: 'herbal tea', fr: 'tisane', g: 'f', match: ['herbal infusion', 'rooibos tea', 'chamomile tea', 'fruit tea'] },
  juice: { en: 'juice', fr: 'jus|jus', g: 'm', match: ['fruit juice', 'jus de fruits'] },
  apple_juice: { en: 'apple juice', fr: 'jus de pomme|jus de pomme', g: 'm', match: ['jus de pomme'] },
  orange_juice: { en: 'orange juice', fr: "jus d'orange|jus d'orange", g: 'm', match: ["jus d'orange"] },
  mineral_water: { en: 'mineral water|mineral waters', fr: 'eau minérale|eaux minérales', g: 'f', match: ['sparkling water', 'spring water', 'bottled water', 'eau gazeuse'] },
  soft_drink: { en: 'soft drink', fr: 'boisson gazeuse|boissons gazeuses', g: 'f', match: ['fizzy drink', 'soda can', 'cola'] },
  energy_drink: { en: 'energy drink', fr: 'boisson énergisante|boissons énergisantes', g: 'f', match: ['sports drink', 'isotonic drink'] },
  plant_milk: { en: 'plant milk', fr: 'boisson végétale|boissons végétales', g: 'f', match: ['oat milk', 'almond milk drink', 'soy milk', 'soya milk', 'rice milk', 'lait d\'avoine'] },
  beer: { en: 'beer', fr: 'bière', g: 'f', match: ['craft beer', 'lager', 'ale', 'ipa'] },
  cider: { en: 'cider', fr: 'cidre', g: 'm', match: ['hard cider', 'apple cider'] },
  whisky: { en: 'whisky|whiskies', fr: 'whisky|whiskys', g: 'm', match: ['whiskey', 'scotch whisky', 'bourbon', 'single malt'] },
  rum: { en: 'rum', fr: 'rhum', g: 'm', match: ['spiced rum', 'dark rum', 'white rum'] },
  vodka: { en: 'vodka', fr: 'vodka', g: 'f' },
  gin: { en: 'gin', fr: 'gin', g: 'm', match: ['dry gin', 'london dry gin'] },
  liqueur: { en: 'liqueur', fr: 'liqueur', g: 'f', match: ['cream liqueur', 'coffee liqueur'] },
  // Drink glasses (so "Beer Glass" is a glass, not the drink)
  beer_glass: { en: 'beer glass|beer glasses', fr: 'verre à bière|verres à bière', g: 'm', match: ['pint glass', 'lager glass', 'beer stein', 'pilsner glass'] },
  whisky_glass: { en: 'whisky glass|whisky glasses', fr: 'verre à whisky|verres à whisky', g: 'm', match: ['whiskey glass', 'tumbler glass', 'old fashioned glass', 'rocks glass'] },
  shot_glass: { en: 'shot glass|shot glasses', fr: 'verre à shot|verres à shot', g: 'm', match: ['shooter glass', 'verre à liqueur'] },
  juice_glass: { en: 'juice glass|juice glasses', fr: 'verre à jus|verres à jus', g: 'm' },
  protein_shaker: { en: 'protein shaker', fr: 'shaker protéiné|shakers protéinés', g: 'm', match: ['shaker bottle', 'gym shaker', 'whey shaker', 'protein shaker bottle'] },
  // Tobacco
  cigar: { en: 'cigar', fr: 'cigare', g: 'm', match: ['cigarillo', 'cigarillos'] },
  e_cigarette: { en: 'e-cigarette', fr: 'cigarette électronique|cigarettes électroniques', g: 'f', match: ['electronic cigarette', 'e cigarette', 'vape pen', 'vape kit', 'e-cig', 'vape'] },
  rolling_papers: { en: 'rolling paper', fr: 'feuille à rouler|feuilles à rouler', g: 'f', num: 'pl', match: ['rolling papers', 'cigarette papers'] },
});
