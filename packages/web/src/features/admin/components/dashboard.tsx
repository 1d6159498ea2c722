import { useCallback, useEffect, useState } from 'react';
import { Button, useToast } from '../../../components/index.ts';
import { useAdminJobs } from '../api/admin-jobs.ts';
import { useEngineSettings } from '../api/engine-settings.ts';
import { isUnauthorized } from '../api/admin-request.ts';
import { useAdminStats } from '../api/admin-stats.ts';
import { ApiKeysSection } from './api-keys-section.tsx';
import { adminText as t } from '../messages.ts';
import { EngineSettingsSection } from './engine-settings-section.tsx';
import { JobItem } from './job-item.tsx';
import { StatsCards } from './stats-cards.tsx';

interface DashboardProps {
  token: string;
  /** `revoke`: false when the server already refused the token (401). */
  onLogout: (revoke: boolean) => void;
}

/** Logged-in view: stats cards and the job history, one job's details open at a time. */
export function Dashboard({ token, onLogout }: DashboardProps) {
  const { toast } = useToast();
  const stats = useAdminStats(token);
  const jobs = useAdminJobs(token);
  // The AI engine section's own query (same key, one request): names the engine of jobs older than the engines record.
  const currentEngine = useEngineSettings(token).data?.engine;
  const [openJob, setOpenJob] = useState<string | null>(null);

  // Any 401 ends the session (spec section 4); other failures get the spec's fetch messages.
  const onError = useCallback(
    (error: unknown, message: string) => {
      if (isUnauthorized(error)) {
        toast({ title: t.sessionExpired, description: t.sessionExpiredText, variant: 'destructive' });
        onLogout(false);
      } else {
        toast({ title: t.errorTitle, description: message, variant: 'destructive' });
      }
    },
    [onLogout, toast],
  );

  useEffect(() => {
    if (stats.isError) {
      onError(stats.error, t.statsFailed);
    }
  }, [stats.isError, stats.error, onError]);
  useEffect(() => {
    if (jobs.isError) {
      onError(jobs.error, t.jobsFailed);
    }
  }, [jobs.isError, jobs.error, onError]);

  return (
    <div className="admin-dashboard">
      <div className="admin-header">
        <h1>{t.dashboardTitle}</h1>
        <Button variant="secondary" onClick={() => onLogout(true)}>
          {t.logout}
        </Button>
      </div>

      <section aria-labelledby="admin-stats-title">
        <h2 id="admin-stats-title">{t.statsHeading}</h2>
        {stats.data ? <StatsCards stats={stats.data} /> : null}
        {stats.isPending ? <p className="admin-muted">{t.loading}</p> : null}
        {stats.isError ? <p className="admin-field-error">{t.statsFailed}</p> : null}
      </section>

      <EngineSettingsSection token={token} onError={onError} />

      <ApiKeysSection token={token} onError={onError} />

      <section aria-labelledby="admin-jobs-title">
        <h2 id="admin-jobs-title">{t.jobsHeading}</h2>
        {jobs.isPending ? <p className="admin-muted">{t.loading}</p> : null}
        {jobs.isError ? <p className="admin-field-error">{t.jobsFailed}</p> : null}
        {jobs.data && jobs.data.length === 0 ? <p className="admin-empty">{t.noJobs}</p> : null}
        {jobs.data && jobs.data.length > 0 ? (
          <ul className="admin-jobs">
            {jobs.data.map((job) => (
              <JobItem
                key={job.id}
                job={job}
                token={token}
                currentEngine={currentEngine}
                open={openJob === job.id}
                onToggle={() => setOpenJob((current) => (current === job.id ? null : job.id))}
                onError={onError}
              />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
