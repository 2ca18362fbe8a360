import { FEED_KINDS, type FeedKind, type ImportJob, type ImportJobSummary } from '@apteek/domain';
import { use, useCallback, useEffect, useId, useState } from 'react';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { formatDateTime } from '../../i18n/formatters.ts';
import { useTranslation, type TFunction } from '../../i18n/translation.tsx';
import { Button, TextButton } from '../../ui/Button.tsx';
import { CheckboxRow } from '../../ui/CheckboxRow.tsx';
import { FormMessage, FormSelect, textOf } from '../../ui/form/index.ts';
import { CatalogueProducts } from './CatalogueProducts.tsx';
import { wordFeedReason } from './feed-reason-texts.ts';
import { IntegrationKeys } from './IntegrationKeys.tsx';
import { staffCatalogueApi } from './staff-catalogue-api.ts';
import { staffFormat, StaffLanguageContext } from './staff-language.ts';
import { StaffPage } from './StaffCard.tsx';
import { StaffTable } from './StaffTable.tsx';
import { useStaffMember } from './StaffShell.tsx';

/** How often a running job is asked for its progress. */
const POLL_MS = 1000;

const KIND_NAMES: Record<FeedKind, string> = {
  products: 'Products (JSON Lines)',
  stock: 'Stock (CSV or JSON Lines)',
  prices: 'Prices (JSON Lines)',
  categories: 'Categories (JSON Lines)',
};

const STATUS_NAMES: Record<ImportJob['status'], string> = {
  running: 'Running…',
  done: 'Finished',
  failed: 'Stopped by an error',
};

/** Dates as the staff page's language writes them. */
function useStaffDateTime(): (instant: string) => string {
  const format = staffFormat(use(StaffLanguageContext));
  return (instant) => formatDateTime(instant, format);
}

const problemOf = (t: TFunction, error: unknown) =>
  error instanceof ApiError && typeof error.answer?.result === 'string'
    ? t(error.answer.result)
    : t(error instanceof Error ? error.message : SOMETHING_WRONG);

/**
 * /staff/catalogue, for administrators and catalogue managers: find a product and take it off sale
 * or back (CatalogueProducts), upload a feed file (or check it in a
 * dry run), follow its job while it runs, read each refused row's line, field and reason, and see
 * the latest imports. An administrator also manages the integrations' keys here.
 */
export function StaffCatalogue() {
  const { t } = useTranslation();
  const member = useStaffMember();
  const [job, setJob] = useState<ImportJob | null>(null);
  const [recent, setRecent] = useState<ImportJobSummary[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const loadRecent = useCallback(() => {
    staffCatalogueApi.recentJobs().then(setRecent, (error: unknown) => setFailure(problemOf(t, error)));
  }, [t]);
  useEffect(loadRecent, [loadRecent]);

  // A running job is asked again every second until it has finished; then the list is refreshed.
  const runningId = job?.status === 'running' ? job.id : null;
  useEffect(() => {
    if (!runningId) return;
    const timer = setTimeout(() => {
      staffCatalogueApi.job(runningId).then(
        (next) => {
          setJob(next);
          if (next.status !== 'running') loadRecent();
        },
        (error: unknown) => setFailure(problemOf(t, error)),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [runningId, job, loadRecent, t]);

  async function show(id: string) {
    try {
      setJob(await staffCatalogueApi.job(id));
    } catch (error) {
      setFailure(problemOf(t, error));
    }
  }

  return (
    <StaffPage
      title={t('Catalogue')}
      note={t('Load products, stock and prices from a feed file; each row is checked and applied by itself.')}
      width="max-w-4xl"
    >
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <CatalogueProducts />
      <FeedUpload
        onStarted={(started) => {
          setFailure(null);
          setJob(started);
          loadRecent();
        }}
      />
      {job && <JobReport job={job} />}
      <RecentJobs jobs={recent} onShow={(id) => void show(id)} />
      {member.role === 'admin' && <IntegrationKeys />}
    </StaffPage>
  );
}

function FeedUpload({ onStarted }: { onStarted: (job: ImportJob) => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const dryRunId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const input = form.querySelector<HTMLInputElement>('input[type=file]');
    const file = input?.files?.[0];
    if (!file || file.size === 0) {
      setProblem(t('Choose a feed file.'));
      input?.focus();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const kind = textOf(data, 'kind') as FeedKind;
      onStarted(await staffCatalogueApi.upload(kind, file, { dryRun: data.get('dryRun') === 'on' }));
    } catch (error) {
      setProblem(problemOf(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="feed-upload-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="feed-upload-heading" className="text-lg font-semibold text-brand-800">
        {t('Upload a feed')}
      </h2>
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        <FormSelect label={t('Feed')} name="kind" defaultValue="products">
          {FEED_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(KIND_NAMES[kind])}
            </option>
          ))}
        </FormSelect>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-semibold text-ink">
            {t('Feed file')}
          </label>
          <input
            id={fileId}
            name="file"
            type="file"
            accept=".jsonl,.ndjson,.json,.csv,.txt"
            aria-invalid={problem ? true : undefined}
            className="text-sm text-ink file:mr-3 file:min-h-11 file:rounded-full file:border file:border-line file:bg-white file:px-4 file:font-semibold file:text-brand-800"
          />
        </div>
        <CheckboxRow
          id={dryRunId}
          name="dryRun"
          label={t('Dry run: check every row and count what would change, keep nothing')}
        />
        {problem && <FormMessage tone="error">{problem}</FormMessage>}
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? t('Uploading…') : t('Upload')}
        </Button>
      </form>
    </section>
  );
}

/** The job's state and counts, announced as they change, and the refused rows. */
function JobReport({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const dateTime = useStaffDateTime();
  const language = use(StaffLanguageContext);
  return (
    <section aria-labelledby="job-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="job-heading" className="text-lg font-semibold text-brand-800">
        {t('Import of {started}', { started: dateTime(job.startedAt) })}
      </h2>
      <div role="status" className="mt-2 flex flex-col gap-1 text-ink">
        <p className="font-semibold">
          {t(STATUS_NAMES[job.status])}
          {job.dryRun && ` · ${t('Dry run: nothing was kept')}`}
        </p>
        <p>
          {t('{read} rows read, {applied} applied, {failed} refused', {
            read: job.rows.read,
            applied: job.rows.applied,
            failed: job.rows.failed,
          })}
        </p>
        {job.absent > 0 && (
          <p>{t('{count} not in the full batch: taken off sale or to zero', { count: job.absent })}</p>
        )}
        {job.repeated && <p>{t('This file was imported before: nothing changed.')}</p>}
      </div>
      {job.status === 'running' && (
        <progress className="mt-3 w-full accent-brand-700" aria-label={t('Progress')} />
      )}
      {job.errors.length > 0 && (
        <StaffTable
          className="mt-4"
          caption={t('Refused rows')}
          rows={job.errors}
          rowKey={(error) => `${error.line}-${error.field}`}
          columns={[
            { header: t('Line'), cell: (error) => error.line, className: 'tabular-nums' },
            { header: t('SKU'), cell: (error) => error.sku ?? '—', className: 'break-all' },
            { header: t('Field'), cell: (error) => error.field, className: 'font-mono' },
            { header: t('Reason'), cell: (error) => wordFeedReason(error, language) },
          ]}
        />
      )}
    </section>
  );
}

function RecentJobs({ jobs, onShow }: { jobs: ImportJobSummary[] | null; onShow: (id: string) => void }) {
  const { t } = useTranslation();
  const dateTime = useStaffDateTime();
  return (
    <section aria-labelledby="recent-jobs-heading" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="recent-jobs-heading" className="text-lg font-semibold text-brand-800">
        {t('Latest imports')}
      </h2>
      {jobs === null ? (
        <p className="mt-2 text-ink-muted">{t('Loading…')}</p>
      ) : jobs.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('No imports yet.')}</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-line">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
              <span className="font-semibold text-ink">{dateTime(job.startedAt)}</span>
              <span>{t(KIND_NAMES[job.kind])}</span>
              <span className="text-ink-muted">{job.source ?? t('File')}</span>
              <span>
                {t(STATUS_NAMES[job.status])}
                {job.dryRun && ` · ${t('Dry run')}`}
              </span>
              <span className="tabular-nums">
                {t('{read} rows read, {applied} applied, {failed} refused', {
                  read: job.rows.read,
                  applied: job.rows.applied,
                  failed: job.rows.failed,
                })}
              </span>
              <TextButton className="ml-auto" onClick={() => onShow(job.id)}>
                {t('Show')}
              </TextButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
