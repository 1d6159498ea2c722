import type { AdminStats } from '@alt-optimizer/contract';
import { adminSuccessRate, formatAvgSeconds, formatCount, formatRate } from '../lib/admin-format.ts';
import { adminText as t } from '../messages.ts';

/** Four cards: jobs, images, success rate (one decimal), average time in seconds. */
export function StatsCards({ stats }: { stats: AdminStats }) {
  const cards = [
    { label: t.totalJobs, value: formatCount(stats.totalJobs) },
    { label: t.totalImages, value: formatCount(stats.totalImages) },
    { label: t.successRate, value: formatRate(adminSuccessRate(stats)) },
    { label: t.avgTime, value: formatAvgSeconds(stats.avgProcessingTime) },
  ];
  return (
    <dl className="admin-stats">
      {cards.map((card) => (
        <div key={card.label} className="admin-stat">
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
