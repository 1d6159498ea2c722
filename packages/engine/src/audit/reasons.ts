/**
 * What a person reads about an existing alt (issue 25): each reason once, English and French side by side, so a
 * missing translation is a type error. The words follow the web app's house rules (US English; French narrow
 * no-break space before : ; ! ? and inside « »).
 */
import type { Language } from '@alt-optimizer/contract';

export type AltReasonId =
  | 'missing'
  | 'empty_informative'
  | 'text_on_decorative'
  | 'file_name'
  | 'generic'
  | 'duplicate'
  | 'too_long'
  | 'keyword_stuffing'
  | 'wrong_language'
  | 'title_only'
  | 'contradicts_picture';

export interface AltReason {
  id: AltReasonId;
  en: string;
  fr: string;
}

export type Words = Omit<AltReason, 'id'>;

const N = '\u202F';

/** «&#8239;x&#8239;» in French, "x" in English. */
function quoted(text: string): Words {
  return { en: `"${text}"`, fr: `«${N}${text}${N}»` };
}

const LANGUAGE_NAME: Record<Language, Words> = {
  en: { en: 'English', fr: 'anglais' },
  fr: { en: 'French', fr: 'français' },
};

/** The readable words of every reason; the ones that name something take it as an argument. */
export const REASON_WORDS = {
  missing: (): Words => ({
    en: 'No alt attribute: a screen reader reads the file name or nothing useful.',
    fr: `Pas d’attribut alt${N}: un lecteur d’écran lit le nom du fichier ou rien d’utile.`,
  }),
  empty_informative: (): Words => ({
    en: 'Empty alt on an image that shows the product: it needs a description.',
    fr: `Alt vide sur une image qui montre le produit${N}: il lui faut une description.`,
  }),
  text_on_decorative: (): Words => ({
    en: 'Decorative image with text in its alt: it should be empty (alt="").',
    fr: `Image décorative dont l’alt contient du texte${N}: il doit rester vide (alt="").`,
  }),
  file_name: (kind: 'file' | 'url' | 'sku'): Words =>
    ({
      file: { en: 'A file name, not a description.', fr: 'Un nom de fichier, pas une description.' },
      url: { en: 'A web address, not a description.', fr: 'Une adresse web, pas une description.' },
      sku: { en: 'A product code (SKU), not a description.', fr: 'Une référence produit, pas une description.' },
    })[kind],
  generic: (word: string, only: boolean): Words => {
    const q = quoted(word);
    return only
      ? {
          en: `Only a generic word (${q.en}): it says nothing about the picture.`,
          fr: `Un mot générique (${q.fr}) et rien d’autre${N}: il ne dit rien de l’image.`,
        }
      : {
          en: `Opens with ${q.en}: a screen reader already announces an image.`,
          fr: `Commence par ${q.fr}${N}: un lecteur d’écran annonce déjà une image.`,
        };
  },
  duplicate: (): Words => ({
    en: 'The same alt as on other, different images: each one should say what it shows.',
    fr: `Le même alt que sur d’autres images différentes${N}: chacune doit dire ce qu’elle montre.`,
  }),
  too_long: (chars: number, max: number): Words => ({
    en: `${chars} characters: over the ${max} a screen reader reads comfortably.`,
    fr: `${chars}${N}caractères${N}: au-delà des ${max} qu’un lecteur d’écran lit confortablement.`,
  }),
  keyword_stuffing: (): Words => ({
    en: 'Keyword stuffing: words repeated or listed for search engines rather than a sentence.',
    fr: `Bourrage de mots-clés${N}: des mots répétés ou listés pour les moteurs de recherche plutôt qu’une phrase.`,
  }),
  wrong_language: (written: Language, wanted: Language): Words => ({
    en: `Written in ${LANGUAGE_NAME[written].en} on a page in ${LANGUAGE_NAME[wanted].en}.`,
    fr: `Rédigé en ${LANGUAGE_NAME[written].fr} sur une page en ${LANGUAGE_NAME[wanted].fr}.`,
  }),
  title_only: (): Words => ({
    en: 'Only the product title repeated: it does not say what the picture shows.',
    fr: `Seulement le titre du produit répété${N}: il ne dit pas ce que montre l’image.`,
  }),
  /** `named` and `seen` are the words themselves (a noun or a color), quoted here. */
  contradicts_picture: (named: Words, seen: Words): Words => ({
    en: `Says ${quoted(named.en).en}, but the picture shows ${quoted(seen.en).en}.`,
    fr: `Dit ${quoted(named.fr).fr}, mais l’image montre ${quoted(seen.fr).fr}.`,
  }),
} satisfies Record<AltReasonId, (...args: never[]) => Words>;

export function reason<K extends AltReasonId>(id: K, ...args: Parameters<(typeof REASON_WORDS)[K]>): AltReason {
  const make = REASON_WORDS[id] as (...a: Parameters<(typeof REASON_WORDS)[K]>) => Words;
  return { id, ...make(...args) };
}
