import { buildNouns } from '../noun.ts';

/**
 * Home decoration, lighting and storage. Words that double as materials or finishes in alts
 * ("glass", « verre », « toile ») are deliberately not nouns on their own here, so a material
 * phrase in a composed alt is never read back as a second product.
 */
// prettier-ignore
export const HOME_DECOR_NOUNS = buildNouns({
  // Candles and scent
  candle: { en: 'candle', fr: 'bougie', g: 'f', match: ['pillar candle'] },
  tealight: { en: 'tealight', fr: 'bougie chauffe-plat|bougies chauffe-plat', g: 'f', match: ['tea light', 'tea lights', 'tealights', 'tea light candles'] },
  candle_holder: { en: 'candle holder', fr: 'bougeoir', g: 'm', match: ['candlestick', 'candlesticks', 'candleholder', 'tealight holder', 'tea light holder'] },
  lantern: { en: 'lantern', fr: 'lanterne', g: 'f', match: ['lanterns', 'hurricane lantern', 'photophore', 'photophores'] },
  diffuser: { en: 'diffuser', fr: 'diffuseur', g: 'm', match: ['reed diffuser', 'aroma diffuser', 'oil diffuser', 'diffuseur de parfum', "diffuseur d'huiles essentielles"] },
  incense: { en: 'incense|incense', fr: 'encens|encens', g: 'm', match: ['incense sticks', "bâtons d'encens", 'incense cones'] },
  // Wall and table decoration
  picture_frame: { en: 'picture frame', fr: 'cadre photo|cadres photo', g: 'm', match: ['photo frame', 'photo frames', 'picture frames', 'cadre photos', 'poster frame'] },
  poster: { en: 'poster', fr: 'affiche', g: 'f', match: ['art print', 'art prints', 'wall poster'] },
  terrarium: { en: 'terrarium', fr: 'terrarium', g: 'm', match: ['terrariums'] },
  painting: { en: 'painting', fr: 'tableau|tableaux', g: 'm', match: ['canvas print', 'wall art', 'canvas painting', 'oil painting', 'framed print', 'tableau déco'] },
  mirror: { en: 'mirror', fr: 'miroir', g: 'm', match: ['wall mirror', 'floor mirror', 'miroir mural'] },
  wall_sticker: { en: 'wall sticker', fr: 'sticker mural|stickers muraux', g: 'm', match: ['wall decal', 'wall decals', 'wall stickers', 'adhésif mural'] },
  wallpaper: { en: 'wallpaper', fr: 'papier peint|papiers peints', g: 'm', match: ['wall paper', 'wallpapers'] },
  alarm_clock: { en: 'alarm clock', fr: 'réveil', g: 'm', match: ['alarm clocks', 'réveil matin', 'réveils', 'wake-up light'] },
  figurine: { en: 'figurine', fr: 'figurine', g: 'f', match: ['figurines', 'statuette', 'statuettes', 'ornament figure', 'action figure', 'action figures'] },
  sculpture: { en: 'sculpture', fr: 'sculpture', g: 'f', match: ['sculptures', 'statue', 'statues'] },
  bookend: { en: 'bookend', fr: 'serre-livres|serre-livres', g: 'm', num: 'pl', match: ['bookends', 'book ends', 'serre-livre'] },
  ashtray: { en: 'ashtray', fr: 'cendrier', g: 'm', match: ['ash tray', 'ashtrays'] },
  doorstop: { en: 'doorstop', fr: 'cale-porte|cale-portes', g: 'm', match: ['door stop', 'door stopper', 'doorstops', 'butoir de porte'] },
  christmas_tree: { en: 'Christmas tree', fr: 'sapin de Noël|sapins de Noël', g: 'm', match: ['xmas tree', 'artificial christmas tree', 'sapin', 'sapin artificiel', 'sapin de noel'] },
  bauble: { en: 'Christmas bauble', fr: 'boule de Noël|boules de Noël', g: 'f', match: ['bauble', 'baubles', 'christmas ornament', 'christmas ornaments', 'christmas ball', 'boule de noel', 'boules de noel'] },
  wreath: { en: 'wreath', fr: 'couronne', g: 'f', match: ['wreaths', 'christmas wreath', 'door wreath', 'couronne de porte'] },
  fairy_lights: { en: 'fairy lights|fairy lights', fr: 'guirlande lumineuse|guirlandes lumineuses', g: 'f', num: 'pl-en', match: ['string lights', 'led string lights', 'fairy light', 'light garland', 'guirlande led', 'guirlande'] },
  artificial_flowers: { en: 'artificial flower', fr: 'fleur artificielle|fleurs artificielles', g: 'f', num: 'pl', match: ['fake flowers', 'silk flowers', 'faux flowers', 'artificial flowers'] },
  dried_flowers: { en: 'dried flower', fr: 'fleur séchée|fleurs séchées', g: 'f', num: 'pl', match: ['dried flowers', 'pampas grass', 'herbe de la pampa'] },
  bouquet: { en: 'bouquet', fr: 'bouquet', g: 'm', match: ['bouquets', 'flower bouquet', 'bunch of flowers', 'bouquet de fleurs'] },
  // Lighting
  lampshade: { en: 'lampshade', fr: 'abat-jour|abat-jour', g: 'm', match: ['lamp shade', 'lampshades', 'lamp shades', 'light shade', 'light shades', 'ceiling shade'] },
  floor_lamp: { en: 'floor lamp', fr: 'lampadaire', g: 'm', match: ['standard lamp', 'standing lamp', 'floor lamps', 'arc lamp'] },
  table_lamp: { en: 'table lamp', fr: 'lampe à poser|lampes à poser', g: 'f', match: ['table lamps'] },
  desk_lamp: { en: 'desk lamp', fr: 'lampe de bureau|lampes de bureau', g: 'f', match: ['desk lamps', 'reading lamp', 'task lamp'] },
  bedside_lamp: { en: 'bedside lamp', fr: 'lampe de chevet|lampes de chevet', g: 'f', match: ['bedside lamps', 'nightstand lamp'] },
  ceiling_light: { en: 'ceiling light', fr: 'plafonnier', g: 'm', match: ['ceiling lamp', 'ceiling lights', 'flush mount', 'flush ceiling light'] },
  pendant_light: { en: 'pendant light', fr: 'suspension', g: 'f', match: ['pendant lamp', 'hanging lamp', 'hanging light', 'pendant lights', 'luminaire suspendu'] },
  chandelier: { en: 'chandelier', fr: 'lustre', g: 'm', match: ['chandeliers'] },
  wall_light: { en: 'wall light', fr: 'applique', g: 'f', match: ['wall lamp', 'wall lights', 'sconce', 'wall sconce', 'applique murale'] },
  light_bulb: { en: 'light bulb', fr: 'ampoule', g: 'f', match: ['lightbulb', 'light bulbs', 'led bulb', 'led bulbs', 'ampoule led'] },
  night_light: { en: 'night light', fr: 'veilleuse', g: 'f', match: ['nightlight', 'night lights', 'veilleuse bébé'] },
  torch: { en: 'torch|torches', fr: 'lampe torche|lampes torches', g: 'f', match: ['flashlight', 'flashlights', 'lampe de poche'] },
  headlamp: { en: 'head torch|head torches', fr: 'lampe frontale|lampes frontales', g: 'f', match: ['headlamp', 'headlamps', 'frontale'] },
  led_strip: { en: 'LED strip', fr: 'ruban LED|rubans LED', g: 'm', match: ['led strips', 'led strip lights', 'led light strip', 'bande led'] },
  // Storage and organisation
  storage_box: { en: 'storage box|storage boxes', fr: 'boîte de rangement|boîtes de rangement', g: 'f', match: ['storage bin', 'storage bins', 'storage container', 'storage crate', 'boîte rangement'] },
  box: { en: 'box|boxes', fr: 'boîte', g: 'f', match: ['boite', 'boites'] },
  gift_box: { en: 'gift box|gift boxes', fr: 'coffret cadeau|coffrets cadeaux', g: 'm', match: ['gift set', 'gift sets', 'coffret', 'coffrets', 'gift hamper', 'hamper'] },
  storage_basket: { en: 'basket', fr: 'panier', g: 'm', match: ['storage basket', 'storage baskets', 'picnic basket', 'wicker basket', 'woven basket', 'seagrass basket', 'rattan basket', 'panier de rangement', 'paniers de rangement', 'panier en osier'] },
  laundry_basket: { en: 'laundry basket', fr: 'panier à linge|paniers à linge', g: 'm', match: ['laundry hamper', 'linen basket', 'laundry bag', 'corbeille à linge'] },
  bin: { en: 'bin', fr: 'poubelle', g: 'f', match: ['bins', 'waste bin', 'rubbish bin', 'trash can', 'garbage can', 'pedal bin', 'dustbin', 'wastebasket', 'waste paper basket', 'corbeille à papier'] },
  coat_rack: { en: 'coat rack', fr: 'portemanteau|portemanteaux', g: 'm', match: ['coat stand', 'hat stand', 'coat racks', 'porte-manteau', 'porte-manteaux', 'coat hooks'] },
  wall_hook: { en: 'wall hook', fr: 'patère', g: 'f', match: ['wall hooks', 'coat hook', 'door hook', 'towel hook', 'robe hook', 'patères'] },
  clothes_rail: { en: 'clothes rail', fr: 'portant à vêtements|portants à vêtements', g: 'm', match: ['clothes rack', 'garment rack', 'clothing rack'] },
  hanger: { en: 'hanger', fr: 'cintre', g: 'm', match: ['hangers', 'clothes hanger', 'clothes hangers', 'coat hanger', 'coat hangers'] },
  clothes_airer: { en: 'clothes airer', fr: 'étendoir à linge|étendoirs à linge', g: 'm', match: ['clothes horse', 'airer', 'étendoir', 'étendoirs', 'séchoir à linge', 'clothes drying rack', 'laundry drying rack'] },
  ironing_board: { en: 'ironing board', fr: 'planche à repasser|planches à repasser', g: 'f', match: ['ironing boards'] },
  steam_iron: { en: 'steam iron', fr: 'fer à repasser|fers à repasser', g: 'm', match: ['clothes iron', 'steam irons', 'fer vapeur', 'steam generator iron'] },
  photo_album: { en: 'photo album', fr: 'album photo|albums photo', g: 'm', match: ['photo albums', 'scrapbook album', 'album photos'] },
  shoe_rack: { en: 'shoe rack', fr: 'range-chaussures|range-chaussures', g: 'm', match: ['shoe storage', 'shoe cabinet', 'shoe racks', 'meuble à chaussures'] },
});
