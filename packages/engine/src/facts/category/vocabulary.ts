/**
 * Category vocabulary with the nouns the composer writes. Hand-written product copy, not
 * learned: the model file stores the class ids and inference checks they match this list.
 * French nouns carry gender and number so colour adjectives agree ("baskets noires").
 */
import type { Language } from '@alt-optimizer/contract';

export interface NounForm {
  noun: string;
  /** Grammatical gender; English nouns are given 'm' only to keep one shape. */
  gender: 'm' | 'f';
  plural: boolean;
}

interface Entry {
  group: CategoryGroupId;
  en: NounForm;
  fr: NounForm;
}

const en = (noun: string, plural = false): NounForm => ({ noun, gender: 'm', plural });
const fr = (noun: string, gender: 'm' | 'f', plural = false): NounForm => ({ noun, gender, plural });

export const CATEGORY_GROUPS = {
  tops: { en: en('top'), fr: fr('haut', 'm') },
  dresses_skirts: { en: en('garment'), fr: fr('vêtement', 'm') },
  outerwear: { en: en('jacket'), fr: fr('veste', 'f') },
  bottoms: { en: en('garment'), fr: fr('vêtement', 'm') },
  underwear_socks: { en: en('garment'), fr: fr('vêtement', 'm') },
  shoes: { en: en('shoes', true), fr: fr('chaussures', 'f', true) },
  bags: { en: en('bag'), fr: fr('sac', 'm') },
  accessories: { en: en('accessory'), fr: fr('accessoire', 'm') },
} as const satisfies Record<string, { en: NounForm; fr: NounForm }>;

export type CategoryGroupId = keyof typeof CATEGORY_GROUPS;

export const CATEGORY_VOCABULARY = {
  tshirt_top: { group: 'tops', en: en('T-shirt'), fr: fr('t-shirt', 'm') },
  shirt: { group: 'tops', en: en('shirt'), fr: fr('chemise', 'f') },
  sweater_hoodie: { group: 'tops', en: en('sweater'), fr: fr('pull', 'm') },
  tank_top: { group: 'tops', en: en('tank top'), fr: fr('débardeur', 'm') },
  dress: { group: 'dresses_skirts', en: en('dress'), fr: fr('robe', 'f') },
  skirt: { group: 'dresses_skirts', en: en('skirt'), fr: fr('jupe', 'f') },
  jacket: { group: 'outerwear', en: en('jacket'), fr: fr('veste', 'f') },
  trousers: { group: 'bottoms', en: en('trousers', true), fr: fr('pantalon', 'm') },
  shorts: { group: 'bottoms', en: en('shorts', true), fr: fr('short', 'm') },
  underwear: { group: 'underwear_socks', en: en('underwear'), fr: fr('sous-vêtement', 'm') },
  socks: { group: 'underwear_socks', en: en('socks', true), fr: fr('chaussettes', 'f', true) },
  sneakers: { group: 'shoes', en: en('sneakers', true), fr: fr('baskets', 'f', true) },
  formal_shoes: { group: 'shoes', en: en('dress shoes', true), fr: fr('chaussures de ville', 'f', true) },
  heels: { group: 'shoes', en: en('heels', true), fr: fr('chaussures à talons', 'f', true) },
  flats: { group: 'shoes', en: en('flats', true), fr: fr('ballerines', 'f', true) },
  sandals: { group: 'shoes', en: en('sandals', true), fr: fr('sandales', 'f', true) },
  flip_flops: { group: 'shoes', en: en('flip-flops', true), fr: fr('tongs', 'f', true) },
  handbag: { group: 'bags', en: en('handbag'), fr: fr('sac à main', 'm') },
  backpack: { group: 'bags', en: en('backpack'), fr: fr('sac à dos', 'm') },
  messenger_bag: { group: 'bags', en: en('messenger bag'), fr: fr('sacoche', 'f') },
  duffel_bag: { group: 'bags', en: en('duffel bag'), fr: fr('sac de voyage', 'm') },
  wallet: { group: 'accessories', en: en('wallet'), fr: fr('portefeuille', 'm') },
  watch: { group: 'accessories', en: en('watch'), fr: fr('montre', 'f') },
  sunglasses: { group: 'accessories', en: en('sunglasses', true), fr: fr('lunettes de soleil', 'f', true) },
  belt: { group: 'accessories', en: en('belt'), fr: fr('ceinture', 'f') },
  cap_hat: { group: 'accessories', en: en('cap'), fr: fr('casquette', 'f') },
  tie: { group: 'accessories', en: en('tie'), fr: fr('cravate', 'f') },
  scarf: { group: 'accessories', en: en('scarf'), fr: fr('écharpe', 'f') },
  // What the pixels show is a bottle; whether it holds perfume they cannot tell (dev: both "perfumes" were water
  // bottles). The class keeps its id; the alt says the true hypernym, as mixed groups say "garment".
  perfume: { group: 'accessories', en: en('bottle'), fr: fr('bouteille', 'f') },
} as const satisfies Record<string, Entry>;

export type CategoryId = keyof typeof CATEGORY_VOCABULARY;

export const CATEGORY_IDS = Object.keys(CATEGORY_VOCABULARY) as CategoryId[];
export const GROUP_IDS = Object.keys(CATEGORY_GROUPS) as CategoryGroupId[];

export function isCategoryId(id: string): id is CategoryId {
  return Object.hasOwn(CATEGORY_VOCABULARY, id);
}

export function isGroupId(id: string): id is CategoryGroupId {
  return Object.hasOwn(CATEGORY_GROUPS, id);
}

export function nounFor(id: string, lang: Language): NounForm | undefined {
  if (isCategoryId(id)) {
    return CATEGORY_VOCABULARY[id][lang];
  }
  if (isGroupId(id)) {
    return CATEGORY_GROUPS[id][lang];
  }
  return undefined;
}
