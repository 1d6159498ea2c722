/** Small closed word lists the composer and the title cleaner need: audiences, materials, noise. */

export type Audience = 'men' | 'women' | 'kids' | 'boys' | 'girls' | 'unisex';

/** Title/keyword tokens (lower case, apostrophes normalised) that say who the product is for. */
// prettier-ignore
export const EN_AUDIENCE_WORDS: Record<string, Audience> = {
  men: 'men', mens: 'men', "men's": 'men', man: 'men',
  women: 'women', womens: 'women', "women's": 'women', woman: 'women', ladies: 'women',
  kids: 'kids', "kid's": 'kids', "kids'": 'kids', kid: 'kids', children: 'kids', toddlers: 'kids',
  boys: 'boys', "boy's": 'boys', boy: 'boys',
  girls: 'girls', "girl's": 'girls', girl: 'girls',
  unisex: 'unisex',
};
// prettier-ignore
export const FR_AUDIENCE_WORDS: Record<string, Audience> = {
  homme: 'men', hommes: 'men', femme: 'women', femmes: 'women', enfant: 'kids', enfants: 'kids',
  garçon: 'boys', garçons: 'boys', fille: 'girls', filles: 'girls', mixte: 'unisex',
};
export const AUDIENCE_WORDS: Record<string, Audience> = { ...EN_AUDIENCE_WORDS, ...FR_AUDIENCE_WORDS };

// prettier-ignore
export const AUDIENCE_PHRASE: Record<Audience, { en: string; fr: string }> = {
  men: { en: 'for men', fr: 'pour homme' },
  women: { en: 'for women', fr: 'pour femme' },
  kids: { en: 'for children', fr: 'pour enfant' },
  boys: { en: 'for boys', fr: 'pour garçon' },
  girls: { en: 'for girls', fr: 'pour fille' },
  unisex: { en: 'unisex', fr: 'mixte' },
};

/**
 * Who wears it in a model shot, when the merchant says who the product is for: "worn by a woman" says more than
 * "worn by a model" and replaces "for women". Unisex products stay "worn by a model".
 */
// prettier-ignore
export const WEARER: Partial<Record<Audience, { en: string; fr: string }>> = {
  men: { en: 'a man', fr: 'un homme' },
  women: { en: 'a woman', fr: 'une femme' },
  kids: { en: 'a child', fr: 'un enfant' },
  boys: { en: 'a boy', fr: 'un garçon' },
  girls: { en: 'a girl', fr: 'une fille' },
};

/** Shouty marketing tokens that carry no description; removed only when written in capitals. */
// prettier-ignore
export const CAPS_NOISE = new Set([
  'NEW', 'SALE', 'HOT', 'FREE', 'SHIPPING', 'PROMO', 'OFFER', 'LIMITED', 'BESTSELLER', 'BEST', 'SELLER', 'DEAL',
  'CLEARANCE', 'EXCLUSIVE', 'NOUVEAU', 'NOUVEAUTÉ', 'SOLDES', 'OFFRE', 'LIVRAISON', 'GRATUITE', 'TOP', 'OFFICIAL',
]);

/** Clothing sizes written as standalone tokens. */
export const SIZE_TOKENS = new Set(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '2XL', '3XL', '4XL']);
