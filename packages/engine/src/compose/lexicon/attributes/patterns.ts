import { buildAttributes } from '../attribute.ts';

/**
 * Prints, patterns and surface decoration. French uses an agreeing adjective where shops do (« robe rayée »,
 * « jupe écossaise ») and an invariable phrase otherwise (« chemise à carreaux », « pantalon camouflage »).
 */
// prettier-ignore
export const PATTERNS = buildAttributes('pattern', {
  striped: { en: 'striped', fr: 'rayé', adj: true, match: ['stripe', 'stripes', 'stripy', 'stripey', 'à rayures', 'rayures'] },
  pinstriped: { en: 'pinstriped', fr: 'à fines rayures', match: ['pinstripe', 'pin stripe', 'pin-striped', 'fines rayures'] },
  breton: { en: 'Breton-striped', fr: 'marinière', match: ['breton stripe', 'breton stripes', 'breton top'] },
  checked: { en: 'checked', fr: 'à carreaux', match: ['check', 'checks', 'checkered', 'chequered', 'plaid', 'carreaux', 'à carreau'] },
  gingham: { en: 'gingham', fr: 'vichy', match: ['gingham check', 'carreaux vichy', 'à carreaux vichy'] },
  tartan: { en: 'tartan', fr: 'écossais', adj: true, match: ['à motif écossais', 'motif tartan'] },
  houndstooth: { en: 'houndstooth', fr: 'pied-de-poule', match: ['hounds tooth', "hound's tooth", 'dogtooth', 'pied de poule'] },
  herringbone: { en: 'herringbone', fr: 'à chevrons', match: ['chevron', 'chevrons', 'motif chevron', 'motif chevrons'] },
  floral: { en: 'floral', fr: 'à fleurs', match: ['flower print', 'floral print', 'flowered', 'flowery', 'ditsy floral', 'fleuri', 'fleurie', 'fleuris', 'fleuries', 'imprimé floral', 'imprimé fleuri', 'motif floral', 'à fleur'] },
  polka_dot: { en: 'polka-dot', fr: 'à pois', match: ['polka', 'polka dots', 'dotted', 'spotted', 'spotty', 'imprimé pois', 'à petits pois'] },
  speckled: { en: 'speckled', fr: 'moucheté', adj: true, match: ['flecked', 'speckle', 'mouchetée', 'mouchetés', 'mouchetées'] },
  printed: { en: 'printed', fr: 'imprimé', adj: true, match: ['print', 'all-over print', 'allover print'] },
  graphic: { en: 'graphic-print', fr: 'à imprimé graphique', match: ['graphic', 'graphic print', 'imprimé graphique'] },
  logo: { en: 'logo', fr: 'à logo', match: ['logo print', 'with logo', 'avec logo', 'logo brodé'] },
  slogan: { en: 'slogan', fr: 'à message', match: ['slogan print', 'text print', 'imprimé message', 'à slogan'] },
  camouflage: { en: 'camouflage', fr: 'camouflage', match: ['camo', 'camo print', 'camouflage print', 'imprimé camouflage', 'motif camouflage'] },
  leopard: { en: 'leopard-print', fr: 'à imprimé léopard', match: ['leopard print', 'leopard', 'léopard', 'imprimé léopard', 'leopard pattern'] },
  zebra: { en: 'zebra-print', fr: 'à imprimé zèbre', match: ['zebra print', 'zebra stripe', 'imprimé zèbre'] },
  snakeskin: { en: 'snakeskin-print', fr: 'à imprimé python', match: ['snake print', 'snakeskin', 'snake effect', 'python print', 'imprimé python', 'effet python', 'imprimé serpent'] },
  animal_print: { en: 'animal-print', fr: 'à imprimé animal', match: ['animal print', 'imprimé animal', 'imprimé animalier'] },
  tie_dye: { en: 'tie-dye', fr: 'tie and dye', match: ['tie dye', 'tie-dyed', 'tie dyed', 'tie & dye'] },
  paisley: { en: 'paisley', fr: 'à motif cachemire', match: ['paisley print', 'motif cachemire', 'imprimé cachemire', 'motif paisley'] },
  geometric: { en: 'geometric', fr: 'à motifs géométriques', match: ['geometric print', 'geometric pattern', 'motifs géométriques', 'imprimé géométrique', 'motif géométrique'] },
  abstract: { en: 'abstract-print', fr: 'à motif abstrait', match: ['abstract print', 'abstract pattern', 'imprimé abstrait', 'motif abstrait'] },
  hearts: { en: 'heart-print', fr: 'à cœurs', match: ['heart print', 'hearts print', 'à coeurs', 'imprimé cœur', 'imprimé coeur', 'imprimé cœurs'] },
  stars: { en: 'star-print', fr: 'à étoiles', match: ['star print', 'stars print', 'imprimé étoiles', 'imprimé étoile'] },
  embroidered: { en: 'embroidered', fr: 'brodé', adj: true, match: ['embroidery', 'broderie', 'broderies', 'à broderies'] },
  sequinned: { en: 'sequinned', fr: 'à sequins', match: ['sequin', 'sequins', 'sequined', 'with sequins', 'à paillettes', 'paillettes', 'sequins brodés'] },
  glitter: { en: 'glitter', fr: 'pailleté', adj: true, match: ['glittery', 'sparkly', 'lurex'] },
  metallic: { en: 'metallic', fr: 'métallisé', adj: true, match: ['metallic finish', 'lamé', 'métallique'] },
  plain: { en: 'plain', fr: 'uni', adj: true, match: ['solid', 'solids', 'solid colour', 'solid color', 'plain colour', 'plain color', 'unicolore'] },
  ombre: { en: 'ombré', fr: 'dégradé', adj: true, match: ['ombre', 'gradient', 'dip-dye', 'dip dyed', 'effet dégradé'] },
  marbled: { en: 'marbled', fr: 'marbré', adj: true, auto: false, match: ['marbled', 'marble effect', 'effet marbre', 'marbrée', 'marbrées'] },
  two_tone: { en: 'two-tone', fr: 'bicolore', adj: true, match: ['two toned', 'two-toned', 'duo-tone', 'bicolour', 'bicolor', 'bi-colour'] },
  colour_block: { en: 'colour-block', fr: 'color block', match: ['colour block', 'colorblock', 'colour-blocked', 'color-blocked', 'colourblock'] },
  patchwork: { en: 'patchwork', fr: 'patchwork' },
  // The generic word, when a description says there is a pattern without naming it (« un motif chic »).
  patterned: { en: 'patterned', fr: 'à motifs', match: ['pattern', 'with a pattern', 'motif', 'motifs'] },
});
