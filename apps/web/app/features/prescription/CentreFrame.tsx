import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { openAuthModal } from '../account/index.ts';
import { StoreLink } from '../../shell/index.ts';
import { useCentreClosedReason } from './OpeningHours.tsx';
import type { CentreAccess } from './use-prescription-centre.ts';

/**
 * The prescription centre's page frame: its heading, and the gate in front of it:
 * logged out, the login modal opens; a password-only customer is asked to identify strongly.
 *
 * Who is logged in is known only in the browser (the session is in its storage), so the server
 * renders the heading, the intro and a waiting box the height of the gate, which the gate keeps
 * (its text takes one line or two): the page paints its largest text at once, and the gate takes
 * the box's place without moving what is below it (the centre's largest paint was its gate, 2.6 s,
 * after hydration; the swap shifted the page by 0.11).
 */
export function CentreFrame({
  title,
  access,
  children,
  intro = null,
  after = null,
}: {
  title: string;
  access: CentreAccess;
  children: ReactNode;
  /** Under the heading, whatever the gate says (the start page's lead). */
  intro?: ReactNode;
  /** Shown whatever the gate says (the start page's hours). */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const closed = useCentreClosedReason();
  useEffect(() => {
    if (access === 'logged-out') openAuthModal('login');
  }, [access]);
  return (
    <div className="page-container max-w-3xl py-6 sm:py-8">
      <CentreHeading title={title} />
      {intro && <p className="mt-3 text-base text-ink">{intro}</p>}
      {/* The gate fills the waiting box's space: where its text takes one line, it is shorter. */}
      <div
        className={access === 'identified' ? 'mt-6' : 'mt-6 flex min-h-[9.5rem] flex-col sm:min-h-[8.5rem]'}
      >
        {access === 'unknown' && <Waiting text={t('Loading…')} />}
        {access === 'logged-out' && (
          <Gate text={t('You need to be logged in to see this page')} action={t('Log in')} />
        )}
        {access === 'needs-identity' && (
          <Gate
            text={t(
              'Please identify yourself with Smart-ID, Mobile-ID, ID-card or bank ID to see prescriptions.',
            )}
            action={t('Identify yourself')}
          />
        )}
        {access === 'identified' && closed && <StatusMessage text={closed} />}
        {access === 'identified' && !closed && children}
      </div>
      {after}
      <p className="mt-10 text-sm text-ink-muted">
        <StoreLink path="/prescription-module-guide" className="font-semibold text-brand-800 underline">
          {t('How the prescription centre works')}
        </StoreLink>
      </p>
    </div>
  );
}

/** The centre's name above a page's heading. */
export function CentreHeading({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="flex items-center gap-2 text-sm font-semibold text-rx">
        <Icon name="prescription" className="size-5" />
        {t('Prescription centre')}
      </p>
      <h1 className="mt-1 text-2xl font-bold text-brand-900">{title}</h1>
    </>
  );
}

function Gate({ text, action }: { text: string; action: string }) {
  return (
    <div className="flex grow flex-col items-start justify-center gap-4 rounded-xl border border-line bg-surface p-5 sm:p-6">
      <p className="font-semibold text-ink">{text}</p>
      <Button onClick={() => openAuthModal('login')}>{action}</Button>
    </div>
  );
}

/** Progress while the prescription service answers through the realtime hub. */
export function Waiting({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="flex items-center gap-3 rounded-xl bg-brand-50 p-4 text-sm font-medium text-brand-900"
    >
      <span
        aria-hidden="true"
        className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700"
      />
      {text}
    </p>
  );
}

/** A status message, or a refusal. */
export function StatusMessage({ text, children }: { text: string; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-sale/30 bg-sale-soft p-4 text-sm text-ink"
    >
      <Icon name="alert" className="size-5 shrink-0 text-sale" />
      <div className="flex flex-col items-start gap-3">
        <p className="font-medium">{t(text)}</p>
        {children}
      </div>
    </div>
  );
}

/** The hub reconnects every 5 s; the customer is told while it does. */
export function HubNotice({ phase }: { phase: string }) {
  const { t } = useTranslation();
  if (phase !== 'waiting') return null;
  return (
    <p role="status" className="mb-4 rounded-xl bg-warning-soft p-3 text-sm font-medium text-ink">
      {t('Connection lost. Reconnecting…')}
    </p>
  );
}
