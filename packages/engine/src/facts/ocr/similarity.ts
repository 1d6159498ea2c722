/** Fold case, accents and punctuation so "Crème 29,99 €" and "Creme 29,99" compare as the same reading. */
const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ß: 'ss' };

export function foldForCompare(text: string): string {
  return text
    .replace(/[œŒæÆß]/g, (c) => LIGATURES[c] ?? c) // NFD does not split ligatures
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Levenshtein distance, two rows: lines are short (≤ ~60 chars) so O(n·m) is nothing. */
export function editDistance(a: string, b: string): number {
  if (a === b) {
    return 0;
  }
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 1 for the same folded text, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  const fa = foldForCompare(a);
  const fb = foldForCompare(b);
  const longest = Math.max(fa.length, fb.length);
  return longest === 0 ? 1 : 1 - editDistance(fa, fb) / longest;
}
