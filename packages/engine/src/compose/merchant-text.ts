/**
 * What the merchant wrote, as the engine can use it. A title mostly in a script the alt's language cannot carry (a
 * Ukrainian or Chinese title asked for an English or French alt) would be read out with the wrong voice, and the
 * engine cannot find its product noun in it: the alt is composed from the pixels as if no title were given (the
 * category head runs), and flagged for a person.
 */
const LETTER = /\p{L}/gu;
const LATIN = /\p{Script=Latin}/u;

/** More than half of its letters are outside the Latin script (brand words in Latin do not make it readable). */
export function foreignScript(title: string | undefined): boolean {
  const letters = title?.match(LETTER) ?? [];
  return letters.length > 0 && letters.filter((c) => !LATIN.test(c)).length * 2 > letters.length;
}

/**
 * The merchant wrote something the engine can read (a title or description in a script the alt can carry): then
 * the category head is not run, since it must never override the merchant's words.
 */
export function merchantWrote(context: { title?: string | undefined; description?: string | undefined }): boolean {
  const readable = (text: string | undefined): boolean => Boolean(text?.trim()) && !foreignScript(text);
  return readable(context.title) || readable(context.description);
}
