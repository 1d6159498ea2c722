/**
 * What the merchant wrote, as the engine can use it. A title mostly in a script the alt's language cannot carry (a
 * Ukrainian or Chinese title asked for an English or French alt) would be read out with the wrong voice, and the
 * engine cannot find its product noun in it: the alt is composed from the pixels as if no title were given (the
 * category head runs), and flagged for a person.
 */
import { parseTitle } from './clean-title.ts';
import { htmlToText } from '../html-to-text.ts';
import { descriptionNoun } from './read-description.ts';

const LETTER = /\p{L}/gu;
const LATIN = /\p{Script=Latin}/u;

/** More than half of its letters are outside the Latin script (brand words in Latin do not make it readable). */
export function foreignScript(title: string | undefined): boolean {
  const letters = title?.match(LETTER) ?? [];
  return letters.length > 0 && letters.filter((c) => !LATIN.test(c)).length * 2 > letters.length;
}

/**
 * The merchant names the product in words the engine can read: a product noun in a readable title, else in the
 * description (as build-plan.ts reads them). Only then is the category head not run: it must never override the
 * merchant's noun, but a title without one ("Nadia Elements Shell", a furniture model's name) gets the noun from the
 * picture, and for fashion the head names it best ("jacket", where the classifier alone says "garment").
 */
export function merchantNamesProduct(context: { title?: string | undefined; description?: string | undefined }): boolean {
  const readable = (text: string | undefined): text is string => Boolean(text?.trim()) && !foreignScript(text);
  const title = readable(context.title) ? parseTitle(context.title) : undefined;
  if (title?.clean && title.head) {
    return true;
  }
  const description = readable(context.description) ? htmlToText(context.description) : '';
  return description !== '' && descriptionNoun(description, title?.name || title?.clean) !== undefined;
}
