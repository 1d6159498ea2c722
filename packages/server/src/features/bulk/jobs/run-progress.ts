import type { ClaimedRow } from '../../../core/jobs/claim.repository.ts';
import type { RowPatch } from '../../../core/jobs/result.repository.ts';

export interface CurrentRow {
  title: string;
  status: string;
  generatedAlt: string | null;
  /** For the live preview's thumbnail and its image URL or file name. */
  resultId: string;
  imageUrl: string;
}

interface Rate {
  startedAt: number;
  done: number;
}

/**
 * What progress polls read of the jobs running in this process, kept here so they never scan a job's rows: the rate
 * of rows stored since the job started here, and the last row stored.
 */
export class RunProgress {
  private readonly rates = new Map<string, Rate>();
  private readonly current = new Map<string, CurrentRow>();

  begin(jobId: string): void {
    this.rates.set(jobId, { startedAt: Date.now(), done: 0 });
  }

  rowStored(row: ClaimedRow, patch: RowPatch): void {
    const rate = this.rates.get(row.jobId);
    if (rate) {
      rate.done += 1;
    }
    this.current.set(row.jobId, {
      title: row.title || row.shopifyUrl,
      status: patch.processingStatus,
      generatedAlt: patch.generatedAlt ?? null,
      resultId: row.id,
      imageUrl: row.shopifyUrl,
    });
  }

  /** Seconds left from the rate measured in this process; null until at least one row has finished. */
  estimateSeconds(jobId: string, remaining: number): number | null {
    const rate = this.rates.get(jobId);
    if (!rate || rate.done === 0) {
      return remaining === 0 ? 0 : null;
    }
    const perSecond = rate.done / Math.max(0.001, (Date.now() - rate.startedAt) / 1000);
    return Math.round(remaining / perSecond);
  }

  currentRow(jobId: string): CurrentRow | undefined {
    return this.current.get(jobId);
  }

  forget(jobId: string): void {
    this.rates.delete(jobId);
    this.current.delete(jobId);
  }
}
