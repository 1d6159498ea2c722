import type { AdminStats } from '@alt-optimizer/contract';

/** Admin figures per spec section 9, formatted for the French back office. */

const fr = (decimals: number) => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** totalSuccessful / totalImages as a percent, one decimal, 0 when there are no images. */
export function adminSuccessRate(stats: Pick<AdminStats, 'totalImages' | 'totalSuccessful'>): number {
  if (stats.totalImages <= 0) {
    return 0;
  }
  return Math.round((stats.totalSuccessful / stats.totalImages) * 1000) / 10;
}

/** "66,7 %": one decimal (spec section 9), a narrow no-break space before the sign as the tool writes it. */
export function formatRate(rate: number): string {
  return `${fr(1).format(rate)}\u202f%`;
}

/** avgProcessingTime arrives in milliseconds; the card shows seconds with one decimal. */
export function formatAvgSeconds(ms: number): string {
  return `${fr(1).format(Math.max(0, ms) / 1000)}\u00a0s`;
}

export function formatCount(n: number): string {
  return fr(0).format(n);
}

export type StatusTone = 'green' | 'blue' | 'red' | 'grey';

/** Badge colour: completed green, processing blue, failed red, anything else grey. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'completed':
      return 'green';
    case 'processing':
      return 'blue';
    case 'failed':
      return 'red';
    default:
      return 'grey';
  }
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
