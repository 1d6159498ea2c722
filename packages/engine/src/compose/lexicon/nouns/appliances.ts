import { buildNouns } from '../noun.ts';

/**
 * Kitchen and household appliances. Toasters, ovens, microwaves, fridges and hair dryers are COCO
 * labels (coco-nouns.ts); French compound nouns ending in a product word (« lave-vaisselle »,
 * « chauffe-biberon ») are entries so the longer surface wins over the word inside them.
 */
// prettier-ignore
export const APPLIANCE_NOUNS = buildNouns({
  // Kitchen appliances
  kettle: { en: 'kettle', fr: 'bouilloire', g: 'f', match: ['electric kettle', 'kettles', 'tea kettle'] },
  coffee_maker: { en: 'coffee maker', fr: 'cafetière', g: 'f', match: ['filter coffee machine', 'drip coffee maker', 'coffee makers', 'cafetière filtre'] },
  coffee_machine: { en: 'coffee machine', fr: 'machine à café|machines à café', g: 'f', match: ['espresso machine', 'espresso maker', 'bean to cup machine', 'pod machine', 'capsule machine', 'machine expresso'] },
  french_press: { en: 'French press|French presses', fr: 'cafetière à piston|cafetières à piston', g: 'f', match: ['cafetiere', 'cafetière press', 'coffee press'] },
  moka_pot: { en: 'moka pot', fr: 'cafetière italienne|cafetières italiennes', g: 'f', match: ['stovetop espresso maker', 'moka'] },
  coffee_grinder: { en: 'coffee grinder', fr: 'moulin à café|moulins à café', g: 'm', match: ['coffee mill', 'burr grinder'] },
  blender: { en: 'blender', fr: 'blender', g: 'm', match: ['blenders', 'smoothie maker', 'liquidiser', 'mixeur', 'mixeurs'] },
  hand_blender: { en: 'hand blender', fr: 'mixeur plongeant|mixeurs plongeants', g: 'm', match: ['stick blender', 'immersion blender'] },
  food_processor: { en: 'food processor', fr: 'robot de cuisine|robots de cuisine', g: 'm', match: ['food processors', 'robot culinaire', 'robot multifonction'] },
  stand_mixer: { en: 'stand mixer', fr: 'robot pâtissier|robots pâtissiers', g: 'm', match: ['kitchen mixer', 'stand mixers', 'kitchen machine'] },
  hand_mixer: { en: 'hand mixer', fr: 'batteur électrique|batteurs électriques', g: 'm', match: ['electric whisk', 'batteur'] },
  juicer: { en: 'juicer', fr: 'extracteur de jus|extracteurs de jus', g: 'm', match: ['juice extractor', 'juicers', 'centrifugeuse', 'slow juicer'] },
  citrus_press: { en: 'citrus press|citrus presses', fr: 'presse-agrumes|presse-agrumes', g: 'm', match: ['lemon squeezer', 'citrus juicer', 'presse agrumes'] },
  air_fryer: { en: 'air fryer', fr: 'friteuse sans huile|friteuses sans huile', g: 'f', match: ['airfryer', 'air fryers'] },
  deep_fryer: { en: 'deep fryer', fr: 'friteuse', g: 'f', match: ['fryer', 'chip fryer', 'deep fat fryer'] },
  slow_cooker: { en: 'slow cooker', fr: 'mijoteuse', g: 'f', match: ['crock pot', 'crockpot', 'slow cookers'] },
  rice_cooker: { en: 'rice cooker', fr: 'cuiseur à riz|cuiseurs à riz', g: 'm', match: ['rice maker', 'cuiseur riz'] },
  waffle_maker: { en: 'waffle maker', fr: 'gaufrier', g: 'm', match: ['waffle iron', 'gaufriers'] },
  sandwich_maker: { en: 'sandwich toaster', fr: 'appareil à croque-monsieur|appareils à croque-monsieur', g: 'm', match: ['sandwich maker', 'toastie maker', 'panini press', 'contact grill', 'croque-monsieur maker'] },
  mini_oven: { en: 'mini oven', fr: 'mini-four|mini-fours', g: 'm', match: ['toaster oven', 'countertop oven', 'mini four'] },
  hob: { en: 'hob', fr: 'plaque de cuisson|plaques de cuisson', g: 'f', match: ['cooktop', 'induction hob', 'stovetop', 'table de cuisson', 'plaque à induction', 'hot plate'] },
  cooker_hood: { en: 'cooker hood', fr: 'hotte aspirante|hottes aspirantes', g: 'f', match: ['range hood', 'extractor hood', 'hotte', 'hottes'] },
  dishwasher: { en: 'dishwasher', fr: 'lave-vaisselle|lave-vaisselle', g: 'm', match: ['dishwashers', 'lave vaisselle'] },
  freezer: { en: 'freezer', fr: 'congélateur', g: 'm', match: ['freezers', 'chest freezer', 'fridge freezer'] },
  wine_cooler: { en: 'wine cooler', fr: 'cave à vin|caves à vin', g: 'f', match: ['wine fridge', 'wine cabinet'] },
  // Household appliances
  fan: { en: 'fan', fr: 'ventilateur', g: 'm', match: ['fans', 'desk fan', 'pedestal fan', 'tower fan', 'ceiling fan', 'electric fan'] },
  heater: { en: 'heater', fr: 'radiateur', g: 'm', match: ['heaters', 'space heater', 'electric heater', 'radiator', 'convector heater', "chauffage d'appoint"] },
  air_purifier: { en: 'air purifier', fr: "purificateur d'air|purificateurs d'air", g: 'm', match: ['air purifiers', 'air cleaner'] },
  humidifier: { en: 'humidifier', fr: 'humidificateur', g: 'm', match: ['humidifiers', 'air humidifier'] },
  dehumidifier: { en: 'dehumidifier', fr: 'déshumidificateur', g: 'm', match: ['dehumidifiers'] },
  air_conditioner: { en: 'air conditioner', fr: 'climatiseur', g: 'm', match: ['air conditioning unit', 'portable air conditioner', 'ac unit', 'climatisation', 'clim'] },
  thermostat: { en: 'thermostat', fr: 'thermostat', g: 'm', match: ['smart thermostat', 'thermostats'] },
  smoke_alarm: { en: 'smoke alarm', fr: 'détecteur de fumée|détecteurs de fumée', g: 'm', match: ['smoke detector', 'smoke alarms', 'fire alarm'] },
  bathroom_scale: { en: 'bathroom scale', fr: 'pèse-personne|pèse-personnes', g: 'm', match: ['bathroom scales', 'body scale', 'smart scale', 'pèse personne'] },
  // Personal care appliances
  hair_straightener: { en: 'hair straightener', fr: 'lisseur', g: 'm', match: ['straightener', 'straighteners', 'hair straighteners', 'flat iron', 'fer à lisser', 'lisseur cheveux'] },
  curling_iron: { en: 'curling iron', fr: 'fer à boucler|fers à boucler', g: 'm', match: ['curling wand', 'curling tongs', 'hair curler', 'boucleur'] },
  hot_air_brush: { en: 'hot air brush|hot air brushes', fr: 'brosse soufflante|brosses soufflantes', g: 'f', match: ['hair dryer brush', 'volumising brush'] },
  electric_shaver: { en: 'electric shaver', fr: 'rasoir électrique|rasoirs électriques', g: 'm', match: ['electric razor', 'foil shaver', 'rotary shaver', 'shaver'] },
  hair_clipper: { en: 'hair clipper', fr: 'tondeuse à cheveux|tondeuses à cheveux', g: 'f', match: ['hair clippers', 'beard trimmer', 'trimmer', 'tondeuse barbe', 'tondeuse à barbe'] },
  epilator: { en: 'epilator', fr: 'épilateur', g: 'm', match: ['epilators', 'ipl hair removal'] },
  electric_toothbrush: { en: 'electric toothbrush|electric toothbrushes', fr: 'brosse à dents électrique|brosses à dents électriques', g: 'f', match: ['sonic toothbrush'] },
  massage_gun: { en: 'massage gun', fr: 'pistolet de massage|pistolets de massage', g: 'm', match: ['percussion massager', 'massage guns'] },
  massager: { en: 'massager', fr: 'appareil de massage|appareils de massage', g: 'm', match: ['neck massager', 'foot massager', 'back massager', 'masseur'] },
});
