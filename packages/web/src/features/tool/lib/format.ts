import type { Language } from '@alt-optimizer/contract';

/** Display formatting for the tool, per spec section 9; French uses its own separators. */

const locale = (lang: Language): string => (lang === 'fr' ? 'fr-FR' : 'en-US');

/** Seconds as minutes and seconds: "2m 05s" / "2 min 05 s"; under a minute only seconds. */
export function formatDuration(totalSeconds: number, lang: Language): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const sep = lang === 'fr' ? ' ' : '';
  if (m === 0) {
    return `${s}${sep}s`;
  }
  const padded = String(s).padStart(2, '0');
  return lang === 'fr' ? `${m} min ${padded} s` : `${m}m ${padded}s`;
}

/** Whole-number percent of processed rows, clamped to 0..100 (a progress bar never overflows). */
export function percentDone(processed: number, total: number): number {
  if (total <= 0) {
    return 0;
  }
  return Math.min(100, Math.max(0, Math.round((processed / total) * 100)));
}

/** successful/total as a percent with one decimal, 0 when nothing was processed. */
export function successRate(successful: number, total: number): number {
  if (total <= 0) {
    return 0;
  }
  return Math.round((successful / total) * 1000) / 10;
}

/**
 * Every percentage of the tool one way (issue 15 #4: the success rate read "75.0%" beside a metric's "75%"): at most
 * one decimal, none when it is zero ("75%", "66.7%"; the spec's one-decimal success rate keeps its precision), and
 * French with a narrow no-break space ("75\u202f%", "66,7\u202f%").
 */
export function formatPercent(value: number, lang: Language, maxDecimals = 1): string {
  const n = new Intl.NumberFormat(locale(lang), { maximumFractionDigits: maxDecimals }).format(value);
  return lang === 'fr' ? `${n}\u202f%` : `${n}%`;
}

/** Confidence 0..1 as a whole percent. */
export function formatConfidence(confidence: number, lang: Language): string {
  return formatPercent(Math.round(confidence * 100), lang);
}

/** Short durations such as a single analysis: "1.4s" / "1,4 s". */
export function formatSeconds(seconds: number, lang: Language): string {
  const n = new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(seconds);
  return lang === 'fr' ? `${n}\u00a0s` : `${n}s`;
}

export function formatNumber(value: number, lang: Language, decimals = 0): string {
  return new Intl.NumberFormat(locale(lang), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** File sizes for the File Selected card: "532 KB" / "1.2 MB" (French "1,2 Mo"). */
export function formatBytes(bytes: number, lang: Language): string {
  const units = lang === 'fr' ? ['o', 'Ko', 'Mo'] : ['B', 'KB', 'MB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, lang, unit === 0 ? 0 : 1)}\u00a0${units[unit] ?? ''}`;
}
