import { buildAttributes } from '../attribute.ts';

/**
 * How a garment fastens, its sleeves, neckline and fit, as titles state them. French writes most of them as an
 * invariable phrase after the noun (« à manches longues », « col en V », « coupe ajustée »).
 */
// prettier-ignore
export const CLOSURES = buildAttributes('closure', {
  zip: { en: 'zip-up', fr: 'zippé', adj: true, match: ['zip', 'zipped', 'zipper', 'zip fastening', 'zip closure', 'with zip', 'with a zip', 'zip front', 'zip-front', 'à zip', 'avec zip', 'fermeture éclair', 'à fermeture éclair', 'fermeture zippée'] },
  full_zip: { en: 'full-zip', fr: 'entièrement zippé|entièrement zippée|entièrement zippés|entièrement zippées', adj: true, match: ['full zipper', 'zip intégral', 'zip complet'] },
  half_zip: { en: 'half-zip', fr: 'à col zippé', match: ['quarter zip', '1/4 zip', '1/2 zip', 'demi-zip', 'col zippé'] },
  buttoned: { en: 'button-up', fr: 'boutonné', adj: true, match: ['buttoned', 'button-through', 'button front', 'button fastening', 'with buttons', 'à boutons', 'boutonnage'] },
  lace_up: { en: 'lace-up', fr: 'à lacets', match: ['laced', 'laces', 'with laces', 'lacets'] },
  drawstring: { en: 'drawstring', fr: 'à cordon de serrage', match: ['drawcord', 'draw cord', 'with drawstring', 'with a drawstring', 'drawstring waist', 'cordon de serrage', 'à cordon', 'à coulisse'] },
  hook_and_loop: { en: 'hook-and-loop', fr: 'à scratch', match: ['hook & loop', 'velcro', 'touch fastening', 'rip tape', 'rip-tape', 'scratchs', 'à scratchs', 'auto-agrippant', 'auto-agrippante'] },
  snap: { en: 'snap-fastening', fr: 'à pressions', match: ['snap button', 'snap buttons', 'snap fastenings', 'press stud', 'press studs', 'popper', 'poppers', 'snaps', 'boutons-pression', 'à boutons-pression', 'pressions'] },
  buckle: { en: 'buckled', fr: 'à boucle', match: ['buckle', 'buckle fastening', 'with buckle', 'with a buckle', 'avec boucle', 'à boucles'] },
  slip_on: { en: 'slip-on', fr: 'sans lacets', match: ['laceless', 'à enfiler', 'sans lacet'] },
  magnetic: { en: 'with a magnetic closure', fr: 'à fermeture magnétique', match: ['magnetic closure', 'magnetic clasp', 'magnetic snap', 'fermeture aimantée', 'fermeture magnétique'] },
  elastic_waist: { en: 'with an elasticated waist', fr: 'à taille élastique', match: ['elasticated waist', 'elastic waist', 'elastic waistband', 'elasticated waistband', 'elasticated', 'taille élastiquée', 'ceinture élastique', 'taille élastique'] },
  wrap: { en: 'wrap', fr: 'croisé', adj: true, match: ['wrap-over', 'wrapover', 'wrap front', 'cache-cœur', 'cache-coeur', 'portefeuille'] },
  double_breasted: { en: 'double-breasted', fr: 'à double boutonnage', match: ['double breasted', 'double boutonnage'] },
  single_breasted: { en: 'single-breasted', fr: 'à simple boutonnage', match: ['single breasted', 'simple boutonnage'] },
});

// prettier-ignore
export const SLEEVES = buildAttributes('sleeve', {
  long_sleeved: { en: 'long-sleeved', fr: 'à manches longues', match: ['long sleeve', 'long sleeves', 'longsleeve', 'full sleeve', 'full sleeves', 'with long sleeves', 'manches longues', 'manche longue'] },
  short_sleeved: { en: 'short-sleeved', fr: 'à manches courtes', match: ['short sleeve', 'short sleeves', 'half sleeve', 'half sleeves', 'with short sleeves', 'manches courtes', 'manche courte'] },
  sleeveless: { en: 'sleeveless', fr: 'sans manches', match: ['no sleeves', 'sans manche'] },
  three_quarter: { en: 'three-quarter-sleeved', fr: 'à manches trois-quarts', match: ['3/4 sleeve', '3/4 sleeves', 'three-quarter sleeve', 'three-quarter sleeves', 'manches 3/4', 'manche 3/4', 'manches trois quarts'] },
  cap_sleeve: { en: 'cap-sleeved', fr: 'à mancherons', match: ['cap sleeve', 'cap sleeves', 'mancherons', 'mancheron'] },
  puff_sleeve: { en: 'puff-sleeved', fr: 'à manches bouffantes', match: ['puff sleeve', 'puff sleeves', 'puffed sleeves', 'balloon sleeve', 'balloon sleeves', 'manches ballon', 'manches bouffantes', 'manche bouffante'] },
  raglan: { en: 'raglan-sleeved', fr: 'à manches raglan', match: ['raglan', 'raglan sleeve', 'raglan sleeves', 'manches raglan'] },
  bell_sleeve: { en: 'bell-sleeved', fr: 'à manches évasées', match: ['bell sleeve', 'bell sleeves', 'flared sleeves', 'flare sleeve', 'manches évasées'] },
  batwing: { en: 'batwing', fr: 'à manches chauve-souris', match: ['batwing sleeve', 'batwing sleeves', 'bat wing', 'dolman sleeve', 'manches chauve-souris'] },
  strapless: { en: 'strapless', fr: 'sans bretelles', match: ['sans bretelle', 'bustier'] },
  spaghetti_straps: { en: 'spaghetti-strap', fr: 'à fines bretelles', match: ['spaghetti strap', 'spaghetti straps', 'spagetti', 'spagetti strap', 'thin straps', 'strappy', 'fines bretelles'] },
  adjustable_straps: { en: 'with adjustable straps', fr: 'à bretelles réglables', match: ['adjustable straps', 'adjustable strap', 'bretelles réglables'] },
});

// prettier-ignore
export const NECKLINES = buildAttributes('neckline', {
  v_neck: { en: 'V-neck', fr: 'col en V', match: ['vneck', 'v neckline', 'col v', 'à col en v', 'encolure en v', 'décolleté en v'] },
  crew_neck: { en: 'crew-neck', fr: 'col rond', match: ['crewneck', 'round neck', 'round neckline', 'à col rond', 'encolure ronde', 'ras du cou', 'ras-du-cou'] },
  turtleneck: { en: 'roll-neck', fr: 'col roulé', match: ['turtleneck', 'turtle neck', 'roll neck', 'rollneck', 'polo neck', 'à col roulé'] },
  high_neck: { en: 'high-neck', fr: 'col montant', match: ['mock neck', 'funnel neck', 'stand-up collar', 'stand collar', 'col cheminée'] },
  mandarin_collar: { en: 'mandarin-collar', fr: 'col mao', match: ['mandarin collar', 'grandad collar', 'grandad', 'band collar', 'nehru collar', 'col officier'] },
  narrow_collar: { en: 'with a narrow collar', fr: 'col étroit', match: ['narrow collar', 'slim collar', 'skinny collar', 'small collar'] },
  button_down_collar: { en: 'button-down', fr: 'col boutonné', match: ['button-down collar', 'button down collar'] },
  boat_neck: { en: 'boat-neck', fr: 'col bateau', match: ['bateau neck', 'slash neck', 'encolure bateau'] },
  cowl_neck: { en: 'cowl-neck', fr: 'col bénitier', match: ['cowl', 'col benitier'] },
  square_neck: { en: 'square-neck', fr: 'à encolure carrée', match: ['square neckline', 'encolure carrée', 'col carré'] },
  sweetheart: { en: 'sweetheart-neckline', fr: 'à décolleté cœur', match: ['sweetheart neckline', 'sweetheart neck', 'décolleté cœur', 'décolleté coeur', 'décolleté en cœur'] },
  halter: { en: 'halterneck', fr: 'col américain', match: ['halter neck', 'halter', 'encolure américaine'] },
  off_shoulder: { en: 'off-the-shoulder', fr: 'à épaules dénudées', match: ['off shoulder', 'off-shoulder', 'bardot', 'épaules dénudées', 'col bardot', 'épaules nues'] },
  one_shoulder: { en: 'one-shoulder', fr: 'à une épaule', match: ['asymmetric neckline', 'une épaule', 'asymétrique une épaule'] },
  shawl_collar: { en: 'shawl-collar', fr: 'à col châle', match: ['shawl collar', 'col châle'] },
  collarless: { en: 'collarless', fr: 'sans col', match: ['no collar'] },
  scoop_neck: { en: 'scoop-neck', fr: 'à encolure dégagée', match: ['scoop neck', 'scoop neckline', 'encolure dégagée', 'col échancré'] },
  plunge: { en: 'plunge-neck', fr: 'à décolleté plongeant', match: ['plunge neck', 'plunging neckline', 'deep v', 'deep v-neck', 'décolleté plongeant'] },
  hooded: { en: 'hooded', fr: 'à capuche', match: ['hood', 'with hood', 'with a hood', 'avec capuche', 'capuche', 'removable hood', 'detachable hood', 'capuche amovible'] },
});

// prettier-ignore
export const FITS = buildAttributes('fit', {
  slim_fit: { en: 'slim-fit', fr: 'coupe ajustée', match: ['slimfit', 'fitted', 'tailored fit', 'coupe slim', 'ajusté', 'ajustée', 'ajustés', 'ajustées'] },
  regular_fit: { en: 'regular-fit', fr: 'coupe droite', match: ['classic fit', 'straight fit', 'standard fit', 'coupe classique', 'coupe regular'] },
  straight_leg: { en: 'straight-leg', fr: 'jambe droite', match: ['jambes droites'] },
  skinny: { en: 'skinny', fr: 'coupe skinny', match: ['skinny fit', 'super skinny'] },
  relaxed_fit: { en: 'relaxed-fit', fr: 'coupe ample', match: ['loose fit', 'loose-fit', 'coupe décontractée', 'coupe large'] },
  oversized: { en: 'oversized', fr: 'coupe oversize', match: ['oversize', 'over-sized', 'boyfriend fit'] },
  tapered: { en: 'tapered', fr: 'coupe fuselée', match: ['tapered fit', 'tapered leg', 'carrot fit', 'coupe carotte'] },
  bootcut: { en: 'bootcut', fr: 'coupe bootcut', match: ['boot cut', 'boot-cut'] },
  flared: { en: 'flared', fr: 'évasé', adj: true, match: ['flare', 'flares', 'flared leg', 'flare leg', 'bell-bottom', 'bell bottoms', "pattes d'éléphant"] },
  wide_leg: { en: 'wide-leg', fr: 'jambe large', match: ['palazzo', 'jambes larges', 'large jambe'] },
  high_waisted: { en: 'high-waisted', fr: 'taille haute', match: ['high waist', 'high-waist', 'high rise', 'high-rise'] },
  mid_rise: { en: 'mid-rise', fr: 'taille mi-haute', match: ['mid waist', 'taille normale'] },
  low_rise: { en: 'low-rise', fr: 'taille basse', match: ['low waist', 'low-waisted'] },
  cropped: { en: 'cropped', fr: 'court', adj: true, auto: false, match: ['cropped', 'crop', 'courte', 'courtes', 'raccourci', 'raccourcie'] },
  long: { en: 'long', fr: 'long|longue|longs|longues', adj: true, match: ['maxi', 'floor-length', 'ankle-length', 'longline'] },
  midi: { en: 'midi', fr: 'mi-long|mi-longue|mi-longs|mi-longues', adj: true, match: ['mid-length', 'mid length'] },
  maternity: { en: 'maternity', fr: 'de grossesse', match: ['pregnancy', 'grossesse', 'spécial grossesse', 'maternité'] },
  plus_size: { en: 'plus-size', fr: 'grande taille', match: ['grandes tailles'] },
  compression: { en: 'compression', fr: 'de compression', match: ['compressive'] },
  stretch: { en: 'stretch', fr: 'stretch', match: ['stretchy', 'stretchable', 'extensible', 'extensibles'] },
});
