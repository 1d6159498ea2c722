import { buildNouns } from '../noun.ts';

/**
 * Bedding, bath, table and window textiles. A "pillow" stays the cushion of product-nouns.ts (how
 * shops name throw pillows); a bed pillow is « oreiller ».
 */
// prettier-ignore
export const HOME_TEXTILE_NOUNS = buildNouns({
  // Bedding
  duvet: { en: 'duvet', fr: 'couette', g: 'f', match: ['duvets', 'comforter', 'comforters', 'quilt insert'] },
  duvet_cover: { en: 'duvet cover', fr: 'housse de couette|housses de couette', g: 'f', match: ['duvet covers', 'quilt cover', 'comforter cover'] },
  bedding_set: { en: 'bedding set', fr: 'parure de lit|parures de lit', g: 'f', match: ['bed linen set', 'duvet set', 'duvet cover set', 'bedding', 'bed set', 'parure de couette', 'bed clothes', 'bedclothes', 'bed linen'] },
  bed_pillow: { en: 'bed pillow', fr: 'oreiller', g: 'm', match: ['bed pillows', 'sleeping pillow', 'memory foam pillow', 'pillow insert'] },
  pillowcase: { en: 'pillowcase', fr: "taie d'oreiller|taies d'oreiller", g: 'f', match: ['pillow case', 'pillow cases', 'pillowcases', 'pillowslip', 'taie', 'taies'] },
  cushion_cover: { en: 'cushion cover', fr: 'housse de coussin|housses de coussin', g: 'f', match: ['cushion covers', 'pillow cover', 'pillow covers', 'throw pillow cover'] },
  fitted_sheet: { en: 'fitted sheet', fr: 'drap-housse|draps-housses', g: 'm', match: ['fitted sheets', 'drap housse', 'draps housses'] },
  flat_sheet: { en: 'flat sheet', fr: 'drap', g: 'm', match: ['bed sheet', 'bed sheets', 'bedsheet', 'flat sheets', 'drap plat'] },
  mattress: { en: 'mattress|mattresses', fr: 'matelas|matelas', g: 'm', match: ['memory foam mattress', 'pocket sprung mattress'] },
  mattress_topper: { en: 'mattress topper', fr: 'surmatelas|surmatelas', g: 'm', match: ['topper', 'sur-matelas', 'mattress toppers'] },
  mattress_protector: { en: 'mattress protector', fr: 'protège-matelas|protège-matelas', g: 'm', match: ['mattress cover', 'mattress protectors', 'alèse'] },
  bedspread: { en: 'bedspread', fr: 'couvre-lit|couvre-lits', g: 'm', match: ['bedspreads', 'bed cover', 'bed throw', 'quilt', 'quilts', 'boutis', 'édredon'] },
  throw_blanket: { en: 'throw', fr: 'plaid', g: 'm', match: ['throws', 'throw blanket', 'sofa throw', 'blanket throw'] },
  blanket: { en: 'blanket', fr: 'couverture', g: 'f', match: ['blankets'] },
  // Bath
  towel: { en: 'towel', fr: 'serviette', g: 'f', match: ['towels', 'bath towel', 'bath towels', 'hand towel', 'hand towels', 'bath sheet', 'serviette de bain', 'serviettes de bain', 'drap de bain'] },
  beach_towel: { en: 'beach towel', fr: 'serviette de plage|serviettes de plage', g: 'f', match: ['beach towels', 'drap de plage', 'fouta'] },
  bath_mat: { en: 'bath mat', fr: 'tapis de bain|tapis de bain', g: 'm', match: ['bathmat', 'bath mats', 'bath rug', 'shower mat'] },
  shower_curtain: { en: 'shower curtain', fr: 'rideau de douche|rideaux de douche', g: 'm', match: ['shower curtains'] },
  // Table and kitchen linen
  tablecloth: { en: 'tablecloth', fr: 'nappe', g: 'f', match: ['table cloth', 'tablecloths', 'table cover'] },
  table_runner: { en: 'table runner', fr: 'chemin de table|chemins de table', g: 'm', match: ['table runners'] },
  placemat: { en: 'placemat', fr: 'set de table|sets de table', g: 'm', match: ['place mat', 'place mats', 'placemats', 'table mat', 'table mats'] },
  napkin: { en: 'napkin', fr: 'serviette de table|serviettes de table', g: 'f', match: ['napkins', 'cloth napkin', 'cloth napkins', 'table napkin'] },
  tea_towel: { en: 'tea towel', fr: 'torchon', g: 'm', match: ['tea towels', 'dish towel', 'dish towels', 'dish cloth', 'dishcloth', 'torchons'] },
  apron: { en: 'apron', fr: 'tablier', g: 'm', kind: 'wear', match: ['aprons', 'kitchen apron', 'cooking apron'] },
  oven_glove: { en: 'oven glove', fr: 'gant de cuisine|gants de cuisine', g: 'm', match: ['oven gloves', 'oven mitt', 'oven mitts', 'manique', 'maniques'] },
  // Floor and windows
  rug: { en: 'rug', fr: 'tapis|tapis', g: 'm', match: ['rugs', 'area rug', 'carpet', 'carpets', 'runner rug', 'hallway runner', 'tapis de salon'] },
  doormat: { en: 'doormat', fr: 'paillasson', g: 'm', match: ['door mat', 'doormats', 'welcome mat', "tapis d'entrée"] },
  curtain: { en: 'curtain', fr: 'rideau|rideaux', g: 'm', match: ['curtains', 'drapes', 'curtain panel', 'blackout curtain', 'blackout curtains'] },
  sheer_curtain: { en: 'sheer curtain', fr: 'voilage', g: 'm', match: ['net curtain', 'net curtains', 'voile curtain', 'sheer curtains', 'voile panel'] },
  blind: { en: 'blind', fr: 'store', g: 'm', match: ['blinds', 'roller blind', 'roller blinds', 'roman blind', 'venetian blind', 'window blind', 'store enrouleur'] },
  draught_excluder: { en: 'draught excluder', fr: 'boudin de porte|boudins de porte', g: 'm', match: ['draft stopper', 'draft excluder', 'door draught excluder'] },
  // Cleaning and laundry
  vacuum_cleaner: { en: 'vacuum cleaner', fr: 'aspirateur', g: 'm', match: ['vacuum', 'hoover', 'stick vacuum', 'cordless vacuum', 'vacuum cleaners', 'aspirateur balai'] },
  robot_vacuum: { en: 'robot vacuum', fr: 'aspirateur robot|aspirateurs robots', g: 'm', match: ['robot vacuum cleaner', 'robotic vacuum', 'robot hoover', 'robot aspirateur'] },
  steam_mop: { en: 'steam mop', fr: 'balai vapeur|balais vapeur', g: 'm', match: ['steam cleaner', 'nettoyeur vapeur'] },
  mop: { en: 'mop', fr: 'balai serpillière|balais serpillière', g: 'm', match: ['mops', 'spin mop', 'flat mop', 'serpillière'] },
  broom: { en: 'broom', fr: 'balai|balais', g: 'm', match: ['brooms', 'sweeping brush'] },
  dustpan: { en: 'dustpan', fr: 'pelle à poussière|pelles à poussière', g: 'f', match: ['dust pan', 'dustpan and brush', 'balayette'] },
  washing_machine: { en: 'washing machine', fr: 'lave-linge|lave-linge', g: 'm', match: ['washing machines', 'washer dryer', 'machine à laver'] },
  tumble_dryer: { en: 'tumble dryer', fr: 'sèche-linge|sèche-linge', g: 'm', match: ['clothes dryer', 'tumble drier', 'heat pump dryer'] },
  sewing_machine: { en: 'sewing machine', fr: 'machine à coudre|machines à coudre', g: 'f', match: ['sewing machines', 'overlocker'] },
});
