/**
 * French-only product words that are everyday English words. French reads them as products (« basket » a sneaker,
 * « robe » a dress, « four » an oven); an English title means something else by them. The lists were drawn from
 * WordNet: every French-only noun that WordNet's tagged corpus shows as an everyday English word is either here or in
 * `SAME_IN_ENGLISH` (tools/wordnet/english-readings.test.ts fails on a new one until someone decides).
 */

/** What an English title means by the word: another noun's id, or null when it names no product there. */
export const ENGLISH_READINGS: Readonly<Record<string, string | null>> = {
  basket: 'storage_basket',
  robe: 'bathrobe',
  costume: 'dress_up_costume',
  serviette: 'napkin',
  // An English casserole is the lidded dish (« cocotte »), a French one a saucepan.
  casserole: 'dutch_oven',
  // Words that name no product in English: "Four Seasons", "Pain Relief", "Store Display", "Balance Board",
  // "Pile Fleece", "Chat Bubble", "Lit Candle", "Drawer Pull", "Smoking Pipe", "Lustre Finish", "Bride to Be",
  // "Arc Lamp", "Tableau Vivant", "Singe-Free".
  four: null,
  pain: null,
  store: null,
  balance: null,
  pile: null,
  chat: null,
  lit: null,
  pull: null,
  partition: null,
  timbre: null,
  bride: null,
  suspension: null,
  lustre: null,
  construction: null,
  smoking: null,
  arc: null,
  tableau: null,
  singe: null,
};

/**
 * French-only words English uses for a product too, the same one or near enough: "Gym Short", "Crew Sweat" (a
 * sweatshirt), "Lace Body", "Trench", "Bomber", "Bonnet", "Bureau", "Buffet", "Armoire". They stay products in an
 * English title unless they lead it before another noun ("Sweat Shorts", "Body Pillow", "Bob Marley Tee").
 */
export const SAME_IN_ENGLISH = new Set([
  'short',
  'sweat',
  'body',
  'bob',
  'bonnet',
  'bureau',
  'buffet',
  'badge',
  'agenda',
  'fauteuil',
  'trench',
  'bomber',
  'armoire',
  'puzzle',
  'serpent',
  'citron',
  'chaise',
]);

/** The forms looked up: a word and its regular plural ("baskets", "robes"). */
function withPlurals(words: Iterable<string>): Set<string> {
  return new Set([...words].flatMap((w) => [w, `${w}s`]));
}

const READING_FORMS = new Map(
  Object.entries(ENGLISH_READINGS).flatMap(([w, id]) => [...withPlurals([w])].map((form) => [form, id] as const)),
);
const LEADING_ONLY = withPlurals(SAME_IN_ENGLISH);

/** The English reading of a French-only surface: a noun id, null for none, undefined when English has no other. */
export function englishReading(surface: string): string | null | undefined {
  return READING_FORMS.get(surface);
}

/** A French-only surface English also says: leading an English title before another noun, it is not the noun. */
export function isEnglishWord(surface: string): boolean {
  return READING_FORMS.has(surface) || LEADING_ONLY.has(surface);
}
