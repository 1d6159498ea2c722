/**
 * Where a general photo was taken, when the classifier is sure of it (issue 22): ImageNet's landscape classes
 * (seashore, alp, lakeside…), grouped by WordNet into these nouns, said after the subject; and the occasion one of
 * its people classes shows (ImageNet's "groom" photos are weddings), or the shop its shop classes read together.
 */
export interface PlacePhrase {
  en: string;
  fr: string;
}

// prettier-ignore
export const PLACES: Readonly<Record<string, PlacePhrase>> = {
  beach: { en: 'on a beach', fr: 'sur une plage' },
  mountain: { en: 'in the mountains', fr: 'en montagne' },
  cliff: { en: 'on a cliff', fr: 'sur une falaise' },
  lake: { en: 'by a lake', fr: "au bord d'un lac" },
  valley: { en: 'in a valley', fr: 'dans une vallée' },
  volcano: { en: 'by a volcano', fr: "près d'un volcan" },
  coral_reef: { en: 'on a coral reef', fr: 'sur un récif de corail' },
  groom: { en: 'at a wedding', fr: 'à un mariage' },
  shop: { en: 'in a shop', fr: 'dans un magasin' },
};

/** What a product in a lifestyle photo stands or lies on, when the classifier is sure of it in the whole frame. */
// prettier-ignore
export const SURFACES: Readonly<Record<string, PlacePhrase>> = {
  bed: { en: 'on a bed', fr: 'sur un lit' },
  'dining table': { en: 'on a table', fr: 'sur une table' },
  desk: { en: 'on a desk', fr: 'sur un bureau' },
  sofa: { en: 'on a sofa', fr: 'sur un canapé' },
  ...PLACES,
};
