import type { Gender, Noun } from './lexicon/index.ts';

const EN_NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const FR_NUMBERS_M = ['aucun', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];

/** A name written with a capital inside its first word ("iPod", "eBay") keeps its own case at a sentence's start. */
const CAMEL_CASE_NAME = /^\p{Ll}+\p{Lu}/u;

export function capitalise(text: string): string {
  return CAMEL_CASE_NAME.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a" or "an" by sound; covers the usual exceptions ("an hour", "a unisex", "a one-piece"). */
export function enArticle(word: string): string {
  const w = word.toLowerCase();
  if (/^(?:hour|honest|honou?r)/.test(w)) {
    return 'an';
  }
  if (/^(?:uni|use|usu|eu|one|ur)/.test(w)) {
    return 'a';
  }
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

/** French elision: "l'", "d'" before a vowel or a mute h. */
export function frElides(word: string): boolean {
  return /^[aeiouyàâäéèêëîïôöûùüh]/i.test(word) && !/^(?:haut|hamac|hibou|housse|hublot|hache)/i.test(word);
}

export function frDefinite(word: string, g: Gender, plural: boolean): string {
  if (plural) {
    return 'les ';
  }
  if (frElides(word)) {
    return "l'";
  }
  return g === 'f' ? 'la ' : 'le ';
}

/** The product a close-up shows without a title is one of many: "un pull", "une paire de", "des baskets". */
export function frIndefinite(g: Gender, plural: boolean): string {
  if (plural) {
    return 'des ';
  }
  return g === 'f' ? 'une ' : 'un ';
}

/** « de » before a counted French noun phrase (frCount): « d'un chat », « d'une horloge », « de deux chats », « de skis ». */
export function frOf(phrase: string): string {
  if (/^des /i.test(phrase)) {
    return `de ${phrase.slice(4)}`;
  }
  return /^une? /i.test(phrase) ? `d'${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}` : `de ${phrase}`;
}

/** French past participle agreeing with its noun: "porté", "portée", "portés", "portées". */
export function frParticiple(stem: string, g: Gender, plural: boolean): string {
  return stem + (g === 'f' ? 'e' : '') + (plural ? 's' : '');
}

/** "two dogs", "a dog" — counted noun phrase in English. One pair noun (COCO's one box round both skis) is "skis". */
export function enCount(noun: Noun, count: number, adjective = ''): string {
  const head = [adjective, count <= 1 && !noun.plural.en ? noun.en.sg : noun.en.pl].filter(Boolean).join(' ');
  // A mass noun (said without an article, one form for both numbers: "broccoli") is not counted either.
  const mass = noun.plural.en && noun.en.sg === noun.en.pl;
  if (count <= 1 || mass) {
    return noun.plural.en ? head : `${enArticle(head)} ${head}`;
  }
  return `${EN_NUMBERS[count] ?? String(count)} ${head}`;
}

/** "deux chiens", "une personne" — counted noun phrase in French; one pair noun is « des skis ». */
export function frCount(noun: Noun, count: number, adjective = ''): string {
  if (count <= 1 && noun.plural.fr) {
    return ['des', noun.fr.pl, adjective].filter(Boolean).join(' ');
  }
  if (count <= 1) {
    return [noun.fr.g === 'f' ? 'une' : 'un', noun.fr.sg, adjective].filter(Boolean).join(' ');
  }
  return [FR_NUMBERS_M[count] ?? String(count), noun.fr.pl, adjective].filter(Boolean).join(' ');
}

/** Joins phrases as prose: "a, b and c" / "a, b et c". */
export function joinList(items: string[], lang: 'en' | 'fr'): string {
  if (items.length <= 1) {
    return items[0] ?? '';
  }
  const last = items[items.length - 1];
  return `${items.slice(0, -1).join(', ')} ${lang === 'en' ? 'and' : 'et'} ${last}`;
}
