import { buildNouns } from '../noun.ts';

/**
 * Craft, sewing, art, musical instrument accessory and party nouns grown from a general shop vocabulary (Google's
 * product taxonomy, read as a reference with tools/measure/measure-taxonomy-nouns.ts, never shipped) rather than from
 * any one catalogue. French is the word a French shop uses, checked against the taxonomy's French.
 */
// prettier-ignore
export const HOBBY_PARTY_NOUNS = buildNouns({
  // Paper and craft supplies
  cardstock: { en: 'cardstock|cardstock', fr: 'papier cartonné|papiers cartonnés', g: 'm', match: ['card stock'] },
  scrapbook_paper: { en: 'scrapbook paper|scrapbook paper', fr: 'papier scrapbooking|papiers scrapbooking', g: 'm', match: ['scrapbooking paper', 'papier de scrapbooking'] },
  origami_paper: { en: 'origami paper|origami paper', fr: 'papier origami|papiers origami', g: 'm', match: ['papier pour origami'] },
  transfer_paper: { en: 'transfer paper|transfer paper', fr: 'papier transfert|papiers transfert', g: 'm', match: ['iron-on transfer paper', 'heat transfer paper'] },
  tissue_paper: { en: 'tissue paper|tissue paper', fr: 'papier de soie|papiers de soie', g: 'm' },
  pipe_cleaners: { en: 'pipe cleaner', fr: 'cure-pipe|cure-pipes', g: 'm', num: 'pl', match: ['chenille stems', 'fil chenille', 'fils chenille'] },
  rhinestones: { en: 'rhinestone', fr: 'strass|strass', g: 'm', num: 'pl', match: ['hotfix rhinestones'] },
  polymer_clay: { en: 'polymer clay', fr: 'pâte polymère|pâtes polymères', g: 'f', match: ['fimo', 'oven bake clay'] },
  candle_wick: { en: 'candle wick', fr: 'mèche de bougie|mèches de bougie', g: 'f', match: ['mèches pour bougies'] },
  india_ink: { en: 'India ink', fr: 'encre de Chine|encres de Chine', g: 'f', match: ['indian ink'] },
  wax_seal_stamp: { en: 'wax seal stamp', fr: 'cachet de cire|cachets de cire', g: 'm', match: ['wax seal', 'seal stamp', 'sceau de cire', 'tampon de cire'] },
  // Sewing and needlework
  snap_fasteners: { en: 'snap fastener', fr: 'bouton-pression|boutons-pression', g: 'm', num: 'pl', match: ['press stud', 'press studs', 'snap button', 'snap buttons', 'bouton pression', 'boutons pression'] },
  hook_and_loop: { en: 'hook and loop tape', fr: 'bande auto-agrippante|bandes auto-agrippantes', g: 'f', match: ['velcro', 'velcro tape', 'hook and loop fastener', 'scratch autoagrippant'] },
  zipper: { en: 'zipper', fr: 'fermeture éclair|fermetures éclair', g: 'f', match: ['zip fastener', 'fermeture à glissière', 'fermetures à glissière'] },
  seam_ripper: { en: 'seam ripper', fr: 'découd-vite|découd-vite', g: 'm', match: ['découseur', 'decoud vite'] },
  needle_threader: { en: 'needle threader', fr: 'enfile-aiguille|enfile-aiguilles', g: 'm', match: ['enfile aiguille'] },
  felting_needle: { en: 'felting needle', fr: 'aiguille à feutrer|aiguilles à feutrer', g: 'f', match: ['needle felting kit'] },
  sewing_pins: { en: 'sewing pin', fr: 'épingle de couture|épingles de couture', g: 'f', num: 'pl', match: ['straight pins', 'dressmaker pins', 'épingles droites'] },
  // Musical instrument accessories
  conductor_baton: { en: 'conductor baton', fr: "baguette de chef d'orchestre|baguettes de chef d'orchestre", g: 'f', match: ["conductor's baton", 'conducting baton'] },
  sustain_pedal: { en: 'sustain pedal', fr: 'pédale de sustain|pédales de sustain', g: 'f', match: ['piano pedal', 'pédale forte'] },
  percussion_mallets: { en: 'percussion mallet', fr: 'mailloche', g: 'f', num: 'pl', match: ['marimba mallets', 'xylophone mallets', 'drum mallets'] },
  rosin: { en: 'rosin', fr: 'colophane', g: 'f', match: ['bow rosin', 'violin rosin'] },
  violin_case: { en: 'violin case', fr: 'étui à violon|étuis à violon', g: 'm', kind: 'carry', match: ['viola case', 'cello case', 'étui violon'] },
  practice_pad: { en: 'drum practice pad', fr: "pad d'entraînement|pads d'entraînement", g: 'm', match: ['practice pad', 'pad de batterie'] },
  // Party and hobbies
  fireworks: { en: 'firework', fr: "feu d'artifice|feux d'artifice", g: 'm', num: 'pl', match: ['firecracker', 'firecrackers', 'pétard', 'pétards'] },
  party_horn: { en: 'party horn', fr: 'langue de belle-mère|langues de belle-mère', g: 'f', match: ['party blower', 'party blowers', 'noisemaker', 'noisemakers'] },
  place_card: { en: 'place card', fr: 'marque-place|marque-places', g: 'm', match: ['place card holder', 'marque place'] },
  silly_string: { en: 'silly string', fr: 'bombe serpentin|bombes serpentin', g: 'f', match: ['spray string', 'serpentin en bombe'] },
  disco_ball: { en: 'disco ball', fr: 'boule à facettes|boules à facettes', g: 'f', match: ['mirror ball', 'boule disco'] },
  stage_light: { en: 'stage light', fr: 'jeu de lumière|jeux de lumière', g: 'm', match: ['party light', 'dj light', 'disco light', 'stage lighting'] },
  drinking_straws: { en: 'drinking straw', fr: 'paille à boire|pailles à boire', g: 'f', num: 'pl', match: ['reusable straws', 'paper straws', 'pailles réutilisables'] },
  homebrew_kit: { en: 'home brewing kit', fr: 'kit de brassage|kits de brassage', g: 'm', match: ['beer brewing kit', 'homebrew kit', 'brewing kit'] },
  spinning_wheel: { en: 'spinning wheel', fr: 'rouet', g: 'm' },
  guitar_case: { en: 'guitar case', fr: 'étui de guitare|étuis de guitare', g: 'm', kind: 'carry', match: ['gig bag', 'guitar gig bag', 'housse de guitare', 'housse guitare', 'étui guitare'] },
  // Sewing, embroidery, music and games, second pass
  sewing_thread: { en: 'sewing thread', fr: 'fil à coudre|fils à coudre', g: 'm', match: ['embroidery thread', 'fil de couture', 'fil à broder'] },
  embroidery_hoop: { en: 'embroidery hoop', fr: 'tambour à broder|tambours à broder', g: 'm', match: ['embroidery frame', 'cercle à broder'] },
  cross_stitch_kit: { en: 'cross stitch kit', fr: 'kit de point de croix|kits de point de croix', g: 'm', match: ['cross stitch', 'point de croix', 'embroidery kit', 'kit de broderie'] },
  cutting_machine: { en: 'die cutting machine', fr: 'machine de découpe|machines de découpe', g: 'f', match: ['cricut', 'die cutter', 'craft cutting machine', 'plotter de découpe', 'cutting plotter'] },
  gouache: { en: 'gouache paint', fr: 'gouache', g: 'f', match: ['gouache'] },
  satin_ribbon: { en: 'satin ribbon', fr: 'ruban de satin|rubans de satin', g: 'm', match: ['grosgrain ribbon', 'ribbon roll', 'ruban satin'] },
  drumsticks: { en: 'drum stick', fr: 'baguette de batterie|baguettes de batterie', g: 'f', num: 'pl' },
  drum_throne: { en: 'drum throne', fr: 'siège de batterie|sièges de batterie', g: 'm', match: ['drum stool'] },
  guitar_strap: { en: 'guitar strap', fr: 'sangle de guitare|sangles de guitare', g: 'f', match: ['sangle guitare'] },
  guitar_pick: { en: 'guitar pick', fr: 'médiator', g: 'm', match: ['plectrum', 'plectrums', 'guitar plectrum'] },
  guitar_stand: { en: 'guitar stand', fr: 'support de guitare|supports de guitare', g: 'm', match: ['support guitare', 'stand guitare', 'guitar wall hanger'] },
  sheet_music: { en: 'sheet music|sheet music', fr: 'partition', g: 'f', match: ['songbook', 'music score'] },
  piano_bench: { en: 'piano bench|piano benches', fr: 'banquette de piano|banquettes de piano', g: 'f', match: ['piano stool', 'tabouret de piano'] },
  chess_set: { en: 'chess set', fr: "jeu d'échecs|jeux d'échecs", g: 'm', match: ['chessboard', 'chess board', 'chess game', 'échiquier'] },
});
