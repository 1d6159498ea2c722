import { useLang } from '../../../i18n/index.ts';
import { formatPercent } from '../lib/format.ts';

interface ProgressBarProps {
  label: string;
  /** 0–100; null while there is nothing to count yet (the bar moves without claiming a share). */
  percent: number | null;
}

/** The tool's progress bar (a bulk job, a store run, a publication), named and valued for screen readers. */
export function ProgressBar({ label, percent }: ProgressBarProps) {
  const lang = useLang();
  if (percent === null) {
    return (
      <div className="tool-progress is-indeterminate" role="progressbar" aria-label={label}>
        <div className="tool-progress-fill" />
      </div>
    );
  }
  return (
    <div
      className="tool-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={formatPercent(percent, lang)}
    >
      <div className="tool-progress-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
