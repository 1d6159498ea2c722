/**
 * House rules for the copy, checked over every dictionary by typography.test.ts.
 * French: narrow no-break space (U+202F) before : ; ! ? %, €, inside « », and between thousands; one apostrophe (’).
 * English: US spelling (the spec's strings say "Optimized" and "Analyze").
 */
export const NNBSP = '\u202F';

const FRENCH_RULES: readonly [name: string, pattern: RegExp][] = [
  ['straight apostrophe (use ’)', /\p{L}'\p{L}/u],
  ['ordinary space before : ; ! ? (use U+202F)', /[ \u00A0][:;!?](?=\s|$|[»)])/u],
  ['no space before ; ! ?', /[\p{L}\p{N})][;!?](?=\s|$)/u],
  ['no space before :', /[\p{L})]:(?=\s|$)/u],
  ['« without U+202F after it', /«(?!\u202F)/u],
  ['» without U+202F before it', /(?<!\u202F)»/u],
  ['% without U+202F before it', /\d[ \u00A0]?%/u],
  ['€ without U+202F before it', /\d[ \u00A0]?€/u],
  ['thousands not grouped with U+202F', /\d[ \u00A0]\d{3}(?!\d)/u],
  ['English double quotes (use « »)', /(^|[\s(])"\p{L}/u],
  ['"le/du e-commerce" (say l’e-commerce)', /\b(le|du|de) e-commerce/iu],
];

/** British spellings, so English copy stays in one (US) spelling. "analyses" (plural of analysis) is US too. */
const UK_SPELLING =
  /\b(optimis\w*|analyse|analysed|analysing|colour\w*|centre|centres|catalogue\w*|behaviour\w*|favour\w*|organis\w*|recognis\w*|customis\w*|personalis\w*|prioritis\w*|summaris\w*|utilis\w*|categoris\w*|visualis\w*|licence|labelled|labelling|cancelled|travelled|modelling|grey\w*|programme\w*|whilst|judgement|fulfil|defence|neighbour\w*|honour\w*|labour\w*)\b/iu;

/** Code quoted in French prose (an HTTP header, a JSON field) keeps its own punctuation. */
const CODE = /\b(Authorization: Bearer|success: false)\b/g;

export function frenchTypographyIssues(text: string): string[] {
  const prose = text.replace(CODE, '');
  return FRENCH_RULES.filter(([, pattern]) => pattern.test(prose)).map(([name]) => name);
}

export function britishSpellings(text: string): string[] {
  return [...text.matchAll(new RegExp(UK_SPELLING.source, 'giu'))].map((m) => m[0]);
}
