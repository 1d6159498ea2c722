import { useId } from 'react';
import { REVIEW_FILTERS, type ReviewFilter as Filter } from '@alt-optimizer/contract';
import { useLang, useT } from '../../../i18n/index.ts';
import { formatNumber } from '../lib/format.ts';
import { reviewMessages } from '../messages-review.ts';

interface ReviewFilterProps {
  value: Filter;
  counts: Record<Filter, number>;
  onChange: (filter: Filter) => void;
}

/** "To review / Failed / All" as a radio group (arrow keys move between them, the legend names the group). */
export function ReviewFilter({ value, counts, onChange }: ReviewFilterProps) {
  const r = useT(reviewMessages);
  const lang = useLang();
  const name = useId();
  const label = { review: r.filterReview, failed: r.filterFailed, all: r.filterAll };
  return (
    <fieldset className="tool-filter">
      <legend>{r.filterLegend}</legend>
      {REVIEW_FILTERS.map((filter) => (
        <label key={filter} className={filter === value ? 'is-selected' : undefined}>
          <input type="radio" name={name} value={filter} checked={filter === value} onChange={() => onChange(filter)} />
          {label[filter](formatNumber(counts[filter], lang))}
        </label>
      ))}
    </fieldset>
  );
}
