import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { TextButton } from '../../ui/Button.tsx';
import { staffApi, type StaffMember } from './staff-api.ts';
import { StaffLanguageContext, staffPathIn, useStaffPath, type StaffLanguage } from './staff-language.ts';

const StaffMemberContext = createContext<StaffMember | null>(null);

/** The member of staff logged in; the shell renders staff pages only once it knows them. */
export function useStaffMember(): StaffMember {
  const member = use(StaffMemberContext);
  if (!member) throw new Error('useStaffMember outside a logged-in staff page');
  return member;
}

const StaffDutyContext = createContext<(onDuty: boolean) => void>(() => undefined);

/** Tells the shell the duty switch changed, so every staff page shows the session as it now is. */
export function useStaffDutyChanged(): (onDuty: boolean) => void {
  return use(StaffDutyContext);
}

const ROLES: Record<string, string> = {
  pharmacist: 'Pharmacist',
  warehouse: 'Warehouse',
  catalogueManager: 'Catalogue manager',
  admin: 'Administrator',
};

/** The role's name in the page's language; an unknown role shows as the server names it. */
export function useRoleName(): (role: string) => string {
  const { t } = useTranslation();
  return (role) => {
    const name = ROLES[role];
    return name ? t(name) : role;
  };
}

type Session =
  { state: 'checking' } | { state: 'in'; member: StaffMember } | { state: 'failed'; message: string };

/**
 * The staff area's own frame: the logo, "Staff", who is logged in and Log out, and a switch between
 * Estonian and English; no shop header, cart, cookie notice or chat. Every page but the login asks
 * the server who is logged in and sends a visitor without a staff session to the login.
 */
export function StaffShell({ isLoginPage, children }: { isLoginPage: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staffPath = useStaffPath();
  const loginPath = staffPath('/staff/login');
  const [session, setSession] = useState<Session>({ state: 'checking' });

  useEffect(() => {
    if (isLoginPage) return;
    let isCurrent = true;
    staffApi.me().then(
      (member) => isCurrent && setSession({ state: 'in', member }),
      (error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.status === 401) void navigate(loginPath, { replace: true });
        else setSession({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isLoginPage, loginPath, navigate]);

  async function logOut() {
    await staffApi.logout().catch(() => undefined);
    setSession({ state: 'checking' });
    await navigate(loginPath, { replace: true });
  }

  const dutyChanged = useCallback(
    (onDuty: boolean) =>
      setSession((current) =>
        current.state === 'in' ? { state: 'in', member: { ...current.member, onDuty } } : current,
      ),
    [],
  );

  const member = !isLoginPage && session.state === 'in' ? session.member : null;
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <StaffHeader member={member} onLogOut={() => void logOut()} />
      <div className="page-container flex-1 py-6">
        {isLoginPage ? (
          children
        ) : session.state === 'in' ? (
          <StaffMemberContext value={session.member}>
            <StaffDutyContext value={dutyChanged}>{children}</StaffDutyContext>
          </StaffMemberContext>
        ) : session.state === 'failed' ? (
          <p role="alert" className="text-sale">
            {t(session.message)}
          </p>
        ) : (
          <p role="status" className="text-ink-muted">
            {t('Loading…')}
          </p>
        )}
      </div>
    </div>
  );
}

function StaffHeader({ member, onLogOut }: { member: StaffMember | null; onLogOut: () => void }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const staffPath = useStaffPath();
  return (
    <header className="border-b border-line bg-white">
      <div className="page-container flex flex-wrap items-center gap-x-6 gap-y-3 py-3">
        <Link to={staffPath('/staff')} className="flex items-center gap-2.5 rounded-lg">
          <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true" focusable="false">
            <rect width="40" height="40" rx="11" fill="var(--color-brand-700)" />
            <path d="M20 10.5v19M10.5 20h19" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
          </svg>
          <span className="text-xl leading-none font-bold tracking-tight text-brand-800">Apteek</span>
          <span className="rounded-md bg-brand-50 px-2 py-1 text-sm font-semibold text-brand-900">
            {t('Staff')}
          </span>
        </Link>
        <div className="ml-auto flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          {member && (
            <p className="text-ink">
              <span className="font-semibold">{member.name}</span>
              <span className="text-ink-muted"> · {roleName(member.role)}</span>
            </p>
          )}
          <LanguageSwitch />
          {member && <TextButton onClick={onLogOut}>{t('Log out')}</TextButton>}
        </div>
      </div>
    </header>
  );
}

/** Estonian by default; Finnish, English or Russian through `?lang=`, kept while moving between staff pages. */
const LANGUAGE_NAMES: Record<StaffLanguage, string> = {
  et: 'Eesti keeles',
  fi: 'Suomeksi',
  en: 'In English',
  ru: 'По-русски',
};

function LanguageSwitch() {
  const language = use(StaffLanguageContext);
  const { pathname } = useLocation();
  return (
    <p className="flex gap-3">
      {(Object.keys(LANGUAGE_NAMES) as StaffLanguage[])
        .filter((other) => other !== language)
        .map((other) => (
          <Link
            key={other}
            to={staffPathIn(pathname, other)}
            lang={other}
            hrefLang={other}
            className="font-semibold text-brand-700 underline"
          >
            {LANGUAGE_NAMES[other]}
          </Link>
        ))}
    </p>
  );
}
