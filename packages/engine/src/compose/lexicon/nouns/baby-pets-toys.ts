import { buildNouns } from '../noun.ts';

/**
 * Baby, pet and toy nouns grown from a general shop vocabulary (Google's product taxonomy, read as a reference with
 * tools/measure/measure-taxonomy-nouns.ts, never shipped) rather than from any one catalogue. French is the word a
 * French shop uses, checked against the taxonomy's French.
 */
// prettier-ignore
export const BABY_PET_TOY_NOUNS = buildNouns({
  // Baby and toddler
  corner_guard: { en: 'corner guard', fr: 'protège-coin|protège-coins', g: 'm', num: 'pl', match: ['corner protector', 'corner protectors', 'protège coin'] },
  wipe_warmer: { en: 'wipe warmer', fr: 'chauffe-lingettes|chauffe-lingettes', g: 'm', match: ['baby wipe warmer', 'wipes warmer'] },
  baby_formula: { en: 'baby formula|baby formula', fr: 'lait infantile|laits infantiles', g: 'm', match: ['infant formula', 'formula milk', 'lait en poudre', 'lait 1er âge', 'lait 2ème âge'] },
  burp_cloth: { en: 'burp cloth', fr: "bavoir d'épaule|bavoirs d'épaule", g: 'm', match: ['burp cloths', 'burping cloth', 'protège-épaule'] },
  // Pets
  flea_collar: { en: 'flea collar', fr: 'collier antipuces|colliers antipuces', g: 'm', match: ['flea and tick collar', 'collier anti-puces', 'collier anti puces'] },
  // Toys and games
  bubble_machine: { en: 'bubble machine', fr: 'machine à bulles|machines à bulles', g: 'f', match: ['bubble maker', 'bubble blower', 'bubble gun', 'pistolet à bulles'] },
  bubble_wand: { en: 'bubble wand', fr: 'baguette à bulles|baguettes à bulles', g: 'f', match: ['giant bubble wand'] },
  bubble_solution: { en: 'bubble solution', fr: 'liquide à bulles|liquides à bulles', g: 'm', match: ['bubble liquid', 'bubble mix', 'bubble refill'] },
  science_kit: { en: 'science kit', fr: 'kit scientifique|kits scientifiques', g: 'm', match: ['science set', 'chemistry set', 'coffret scientifique', 'stem kit'] },
  water_rocket: { en: 'water rocket', fr: 'fusée à eau|fusées à eau', g: 'f', match: ['air rocket', 'stomp rocket', 'fusée à air'] },
  model_rocket: { en: 'model rocket', fr: 'fusée miniature|fusées miniatures', g: 'f', match: ['rocket kit', 'model rocket kit'] },
  bingo_set: { en: 'bingo set', fr: 'jeu de bingo|jeux de bingo', g: 'm', match: ['bingo game', 'bingo cage', 'bingo machine', 'loto bingo'] },
  slot_machine: { en: 'slot machine', fr: 'machine à sous|machines à sous', g: 'f', match: ['fruit machine'] },
  juggling_balls: { en: 'juggling ball', fr: 'balle de jonglage|balles de jonglage', g: 'f', num: 'pl', match: ['juggling set'] },
  magic_set: { en: 'magic set', fr: 'coffret de magie|coffrets de magie', g: 'm', match: ['magic kit', 'magic tricks', 'magic trick set', 'tours de magie', 'malle de magie'] },
  prism: { en: 'prism', fr: 'prisme', g: 'm', match: ['crystal prism', 'glass prism'] },
  seesaw: { en: 'seesaw', fr: 'balançoire à bascule|balançoires à bascule', g: 'f', match: ['see-saw', 'see saw'] },
  bouncy_castle: { en: 'bouncy castle', fr: 'château gonflable|châteaux gonflables', g: 'm', match: ['bounce house', 'inflatable castle', 'inflatable bouncer'] },
  ball_pit: { en: 'ball pit', fr: 'piscine à balles|piscines à balles', g: 'f', match: ['ball pool'] },
  bouncy_ball: { en: 'bouncy ball', fr: 'balle rebondissante|balles rebondissantes', g: 'f', match: ['super ball', 'bouncing ball'] },
  cup_and_ball: { en: 'cup and ball game', fr: 'bilboquet', g: 'm', match: ['cup and ball', 'ball and cup', 'kendama'] },
  roulette_set: { en: 'roulette set', fr: 'jeu de roulette|jeux de roulette', g: 'm', match: ['roulette wheel', 'roulette game'] },
  brain_teaser: { en: 'brain teaser', fr: 'casse-tête|casse-tête', g: 'm', match: ['mechanical puzzle', 'casse tête'] },
  // Pet food that "food" alone names as a dish
  bird_food: { en: 'bird food|bird food', fr: 'nourriture pour oiseaux|nourriture pour oiseaux', g: 'f', match: ['bird seed', 'birdseed', 'graines pour oiseaux'] },
  fish_food: { en: 'fish food|fish food', fr: 'nourriture pour poissons|nourriture pour poissons', g: 'f', match: ['fish flakes', 'aquarium food'] },
});
