import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useNavigate } from 'react-router';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { useStaffPath } from './staff-language.ts';

/**
 * What a refused staff call tells the page, untranslated (the page words it in its language): the
 * server's message, or that something went wrong. An ended staff session (401) is sent to the staff
 * sign-in in the page's language instead, and answers null.
 */
export function useStaffRefusal(): (error: unknown) => string | null {
  const navigate = useNavigate();
  const loginPath = useStaffPath()('/staff/login');
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        void navigate(loginPath, { replace: true });
        return null;
      }
      return error instanceof Error ? error.message : SOMETHING_WRONG;
    },
    [loginPath, navigate],
  );
}

/** What a staff page loaded through the API client, and why it could not. */
export interface StaffData<T> {
  /** null until the first load answers. */
  data: T | null;
  /** Why the last load failed, in the page's language; null once one succeeds. */
  failure: string | null;
  /** Changes the loaded data in place, as a step the page took changes it. */
  setData: Dispatch<SetStateAction<T | null>>;
}

/**
 * Loads a staff page's data when the page opens (and every `pollMs` after, if given) with `load`,
 * a call of the API client. An ended session goes to the staff sign-in; any other refusal is the
 * `failure`. An answer arriving after the page has gone is dropped.
 */
export function useStaffData<T>(load: () => Promise<T>, { pollMs }: { pollMs?: number } = {}): StaffData<T> {
  const { t } = useTranslation();
  const refusal = useStaffRefusal();
  const [data, setData] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    let isCurrent = true;
    const run = () =>
      latest.current().then(
        (next) => {
          if (!isCurrent) return;
          setData(next);
          setFailure(null);
        },
        (error: unknown) => {
          if (isCurrent) setFailure(refusal(error));
        },
      );
    void run();
    const timer = pollMs === undefined ? undefined : setInterval(() => void run(), pollMs);
    return () => {
      isCurrent = false;
      clearInterval(timer);
    };
  }, [pollMs, refusal]);

  return { data, failure: failure && t(failure), setData };
}

/** What a step a staff page took came to, worded by the page (`text` untranslated, with `values`). */
export interface StaffOutcome {
  tone: 'success' | 'error';
  text: string;
  values?: Record<string, string>;
}

/**
 * The steps a staff page takes on its items one at a time: which item is busy while its step runs,
 * and the step's outcome, a refusal's text (an ended session goes to the sign-in instead).
 */
export function useStaffSteps<Id, Outcome extends StaffOutcome = StaffOutcome>() {
  const refusal = useStaffRefusal();
  const [busy, setBusy] = useState<Id | null>(null);
  const [outcome, setOutcome] = useState<Outcome | StaffOutcome | null>(null);
  const take = useCallback(
    async (id: Id, step: () => Promise<Outcome>) => {
      setBusy(id);
      setOutcome(null);
      try {
        setOutcome(await step());
      } catch (error) {
        const text = refusal(error);
        if (text) setOutcome({ tone: 'error', text });
      } finally {
        setBusy(null);
      }
    },
    [refusal],
  );
  return { busy, outcome, take };
}

/** The last step's outcome in the page's language, then what `children` add (a link). */
export function StaffOutcomeMessage({
  outcome,
  children,
}: {
  outcome: StaffOutcome | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!outcome) return null;
  return (
    <FormMessage tone={outcome.tone}>
      {t(outcome.text, outcome.values ?? {})}
      {children}
    </FormMessage>
  );
}

/**
 * Loaded staff data as every staff page shows it: why it failed, "Loading…" until it answers, a
 * list's `empty` text, or the data (a list loaded before a failed refresh stays under the failure).
 */
export function StaffLoaded<T>({
  loaded,
  empty,
  children,
}: {
  loaded: Pick<StaffData<T>, 'data' | 'failure'>;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, failure } = loaded;
  return (
    <>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {data === null ? (
        !failure && (
          <p role="status" className="text-ink-muted">
            {t('Loading…')}
          </p>
        )
      ) : empty !== undefined && Array.isArray(data) && data.length === 0 ? (
        <p className="text-ink">{empty}</p>
      ) : (
        children(data)
      )}
    </>
  );
}
