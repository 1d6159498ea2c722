import { buildAttributes } from '../attribute.ts';

/**
 * What a product is for, or the kind of it, as English catalogue titles put it before the noun ("Hawkeye Yoga
 * Short", "Pierce Gym Short", "Men's Casual Brown Shoe", "Analogue Grey Watch"). French says it right after the
 * noun (« Short de yoga Hawkeye », « Chaussures décontractées Red Tape », « Montre analogique Fastrack »); an English
 * alt quotes the title. Only a title's: "great for running errands" in a description, or a keyword "sport", is no
 * such fact.
 */
// prettier-ignore
export const USES = buildAttributes('use', {
  sport: { en: 'sports', fr: 'de sport', match: ['sport', 'gym', 'workout', 'athletic', 'athletics'] },
  running: { en: 'running', fr: 'de running', match: ['jogging'] },
  yoga: { en: 'yoga', fr: 'de yoga' },
  fitness: { en: 'fitness', fr: 'de fitness' },
  training: { en: 'training', fr: "d'entraînement" },
  trail: { en: 'trail', fr: 'de trail', match: ['trail running'] },
  hiking: { en: 'hiking', fr: 'de randonnée', match: ['trek', 'trekking', 'randonnée'] },
  cycling: { en: 'cycling', fr: 'de cyclisme', match: ['cyclisme'] },
  swimming: { en: 'swimming', fr: 'de natation', match: ['natation'] },
  football: { en: 'football', fr: 'de football', match: ['soccer', 'de foot'] },
  basketball: { en: 'basketball', fr: 'de basket', match: ['de basketball'] },
  tennis: { en: 'tennis', fr: 'de tennis' },
  golf: { en: 'golf', fr: 'de golf' },
  cricket: { en: 'cricket', fr: 'de cricket' },
  skiing: { en: 'ski', fr: 'de ski', match: ['skiing'] },
  // The season or use a thing is made for: "Soft Winter Jacket" is « Veste d'hiver », not « Veste Soft Winter ».
  summer: { en: 'summer', fr: "d'été" },
  winter: { en: 'winter', fr: "d'hiver" },
  gardening: { en: 'gardening', fr: 'de jardinage', match: ['jardinage'] },
  travel: { en: 'travel', fr: 'de voyage' },
  ethnic: { en: 'ethnic', fr: 'ethnique', adj: true },
  // Worn under clothes: « débardeur de corps », « t-shirt de corps ».
  innerwear: { en: 'innerwear', fr: 'de corps', match: ['inner wear'] },
  casual: { en: 'casual', fr: 'décontracté', adj: true, match: ['semi casual', 'semi-casual', 'smart casual'] },
  formal: { en: 'formal', fr: 'habillé', adj: true, match: ['semi formal', 'semi-formal'] },
  mechanical: { en: 'mechanical', fr: 'mécanique', adj: true },
  external: { en: 'external', fr: 'externe', adj: true },
  analogue: { en: 'analogue', fr: 'analogique', adj: true, match: ['analog'] },
  digital: { en: 'digital', fr: 'numérique', adj: true, match: ['digitale', 'digitales'] },
  chronograph: { en: 'chronograph', fr: 'chronographe', adj: true },
  laptop: { en: 'laptop', fr: 'pour ordinateur portable', match: ['pour ordinateur portable', 'pour pc portable'] },
});
