/** Quotas count per UTC day: the day's key and the seconds until the next one starts. */
export function quotaDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function secondsToNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

export function daysBefore(now: Date, days: number): string {
  return quotaDay(new Date(now.getTime() - days * 86_400_000));
}
