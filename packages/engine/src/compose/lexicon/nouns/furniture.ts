import { buildNouns } from '../noun.ts';

/**
 * Furniture for every room, indoor and outdoor. Chairs, beds, benches and dining tables are COCO
 * labels (coco-nouns.ts) and keep their entries there; this file holds the specific pieces a title
 * names ("chest of drawers" → « commode », "bunk bed" → « lit superposé »).
 */
// prettier-ignore
export const FURNITURE_NOUNS = buildNouns({
  // Storage furniture
  chest_of_drawers: { en: 'chest of drawers|chests of drawers', fr: 'commode', g: 'f', match: ['drawers', 'dresser', 'dressers', 'drawer chest', 'tallboy'] },
  storage_drawer: { en: 'storage drawer', fr: 'tiroir de rangement|tiroirs de rangement', g: 'm', match: ['drawer', 'drawer unit', 'drawer insert', 'tiroir', 'tiroirs', 'caisson à tiroirs'] },
  wardrobe: { en: 'wardrobe', fr: 'armoire', g: 'f', match: ['wardrobes', 'armoires', 'double wardrobe', 'penderie'] },
  bookcase: { en: 'bookcase', fr: 'bibliothèque', g: 'f', match: ['bookcases', 'bookshelf', 'bookshelves', 'book shelf', 'book case'] },
  shelf: { en: 'shelf|shelves', fr: 'étagère', g: 'f', match: ['shelving unit', 'shelf unit', 'shelf units', 'wall shelf', 'floating shelf', 'floating shelves', 'shelving', 'étagère murale'] },
  sideboard: { en: 'sideboard', fr: 'buffet', g: 'm', match: ['sideboards', 'credenza', 'enfilade', 'buffet cabinet'] },
  cabinet: { en: 'cabinet', fr: 'meuble de rangement|meubles de rangement', g: 'm', match: ['cabinets', 'storage cabinet', 'cupboard', 'cupboards', 'storage unit'] },
  display_cabinet: { en: 'display cabinet', fr: 'vitrine', g: 'f', match: ['display case', 'glass cabinet', 'curio cabinet', 'vitrines'] },
  tv_stand: { en: 'TV stand', fr: 'meuble TV|meubles TV', g: 'm', match: ['tv unit', 'tv cabinet', 'tv bench', 'tv table', 'media console', 'meuble télé', 'banc tv'] },
  filing_cabinet: { en: 'filing cabinet', fr: 'caisson de bureau|caissons de bureau', g: 'm', match: ['file cabinet', 'pedestal drawers', 'caisson'] },
  // Tables
  coffee_table: { en: 'coffee table', fr: 'table basse|tables basses', g: 'f', match: ['coffee tables', 'cocktail table'] },
  side_table: { en: 'side table', fr: "table d'appoint|tables d'appoint", g: 'f', match: ['side tables', 'end table', 'occasional table', 'guéridon', 'bout de canapé'] },
  console_table: { en: 'console table', fr: 'table console|tables console', g: 'f', match: ['console tables', 'hallway table', 'hall table', "console d'entrée"] },
  dressing_table: { en: 'dressing table', fr: 'coiffeuse', g: 'f', match: ['vanity table', 'makeup table', 'dressing tables'] },
  folding_table: { en: 'folding table', fr: 'table pliante|tables pliantes', g: 'f', match: ['folding tables', 'camping table'] },
  // Seating
  office_chair: { en: 'office chair', fr: 'chaise de bureau|chaises de bureau', g: 'f', match: ['desk chair', 'swivel chair', 'gaming chair', 'ergonomic chair', 'fauteuil de bureau'] },
  rocking_chair: { en: 'rocking chair', fr: 'fauteuil à bascule|fauteuils à bascule', g: 'm', match: ['rocking chairs', 'rocker chair'] },
  folding_chair: { en: 'folding chair', fr: 'chaise pliante|chaises pliantes', g: 'f', match: ['folding chairs'] },
  bean_bag: { en: 'bean bag', fr: 'pouf poire|poufs poires', g: 'm', match: ['beanbag', 'beanbags', 'bean bags', 'bean bag chair', 'beanbag chair'] },
  pouffe: { en: 'pouffe', fr: 'pouf', g: 'm', match: ['pouf', 'pouffes', 'ottoman', 'ottomans', 'footstool'] },
  footrest: { en: 'footrest', fr: 'repose-pieds|repose-pieds', g: 'm', match: ['foot rest', 'footrests', 'repose pieds'] },
  sofa_bed: { en: 'sofa bed', fr: 'canapé convertible|canapés convertibles', g: 'm', match: ['sofabed', 'sofa beds', 'futon', 'clic-clac'] },
  corner_sofa: { en: 'corner sofa', fr: "canapé d'angle|canapés d'angle", g: 'm', match: ['l-shaped sofa', 'sectional sofa', 'sectional', 'corner couch', 'corner sofas'] },
  loveseat: { en: 'two-seater sofa', fr: 'canapé deux places|canapés deux places', g: 'm', match: ['loveseat', 'love seat', '2 seater sofa', '2-seater sofa', 'canapé 2 places'] },
  // A French description's « banquette Scarlett »: an upholstered bench seat, not a garden bench.
  banquette: { en: 'banquette', fr: 'banquette|banquettes', g: 'f', match: ['banquettes', 'upholstered bench', 'bench seat'] },
  // Beds and children's furniture
  bunk_bed: { en: 'bunk bed', fr: 'lit superposé|lits superposés', g: 'm', match: ['bunk beds', 'bunkbed', 'loft bed', 'lit mezzanine'] },
  daybed: { en: 'daybed', fr: 'lit de repos|lits de repos', g: 'm', match: ['day bed', 'daybeds', 'méridienne'] },
  headboard: { en: 'headboard', fr: 'tête de lit|têtes de lit', g: 'f', match: ['headboards', 'head board'] },
  cot: { en: 'cot', fr: 'lit bébé|lits bébé', g: 'm', match: ['crib', 'cribs', 'baby cot', 'cot bed', 'lit à barreaux', 'lit pour bébé'] },
  high_chair: { en: 'high chair', fr: 'chaise haute|chaises hautes', g: 'f', match: ['highchair', 'highchairs', 'high chairs', 'baby high chair'] },
  changing_table: { en: 'changing table', fr: 'table à langer|tables à langer', g: 'f', match: ['changing unit', 'baby changer', 'changing station', 'commode à langer'] },
  kids_desk: { en: "children's desk", fr: 'bureau enfant|bureaux enfant', g: 'm', match: ['kids desk', "kids' desk", 'bureau pour enfant'] },
  // Garden and outdoor furniture
  garden_chair: { en: 'garden chair', fr: 'chaise de jardin|chaises de jardin', g: 'f', match: ['outdoor chair', 'patio chair', 'garden chairs'] },
  garden_table: { en: 'garden table', fr: 'table de jardin|tables de jardin', g: 'f', match: ['patio table', 'outdoor table', 'garden tables'] },
  garden_furniture_set: { en: 'garden furniture set', fr: 'salon de jardin|salons de jardin', g: 'm', match: ['patio set', 'bistro set', 'outdoor furniture set', 'garden set', 'patio furniture set', 'lounge set'] },
  garden_bench: { en: 'garden bench|garden benches', fr: 'banc de jardin|bancs de jardin', g: 'm', match: ['outdoor bench', 'park bench'] },
  sun_lounger: { en: 'sun lounger', fr: 'bain de soleil|bains de soleil', g: 'm', match: ['lounger', 'sunbed', 'sun bed', 'chaise longue', 'chaises longues', 'sun loungers'] },
  deckchair: { en: 'deckchair', fr: 'transat', g: 'm', match: ['deck chair', 'deckchairs', 'beach chair', 'chilienne'] },
  parasol: { en: 'parasol', fr: 'parasol', g: 'm', match: ['parasols', 'patio umbrella', 'garden umbrella', 'sun umbrella', 'beach umbrella'] },
  hammock: { en: 'hammock', fr: 'hamac', g: 'm', match: ['hammocks', 'hamacs'] },
  garden_swing: { en: 'garden swing', fr: 'balançoire', g: 'f', match: ['swing set', 'swing seat', 'kids swing', 'balançoires'] },
  hanging_chair: { en: 'hanging chair', fr: 'fauteuil suspendu|fauteuils suspendus', g: 'm', match: ['egg chair', 'swing chair', 'hanging egg chair'] },
  camping_chair: { en: 'camping chair', fr: 'chaise de camping|chaises de camping', g: 'f', match: ['camp chair', 'folding camping chair'] },
});
