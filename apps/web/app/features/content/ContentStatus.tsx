import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { StoreLink } from '../../shell/index.ts';

interface ContentStatusProps {
  /** Small label above the heading, e.g. '404'; left out when the title already says it. */
  code?: string;
  title: string;
  text: string;
  children?: ReactNode;
}

/** The friendly body of the not-found and error pages: what happened and where to go next. */
export function ContentStatus({ code, title, text, children }: ContentStatusProps) {
  const { t } = useTranslation();
  return (
    <div className="page-container flex flex-col items-center py-14 text-center md:py-24">
      <svg viewBox="0 0 120 120" className="size-24 md:size-28" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="56" fill="var(--color-brand-50)" />
        <rect
          x="34"
          y="34"
          width="52"
          height="52"
          rx="16"
          fill="#fff"
          stroke="var(--color-brand-700)"
          strokeWidth="4"
        />
        <path d="M60 46v28M46 60h28" stroke="var(--color-brand-700)" strokeWidth="9" strokeLinecap="round" />
      </svg>
      {code && <p className="mt-6 text-sm font-semibold tracking-widest text-brand-800 uppercase">{code}</p>}
      <h1
        className={`${code ? 'mt-2' : 'mt-6'} text-3xl font-bold tracking-tight text-brand-900 md:text-4xl`}
      >
        {title}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-muted">{text}</p>
      <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row">
        <StoreLink
          path="/"
          className="inline-flex rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('Go to the home page')}
        </StoreLink>
        <StoreLink
          path="/customer-service"
          className="inline-flex rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('Contact customer service')}
        </StoreLink>
      </div>
      {children}
    </div>
  );
}

/** The not-found page's body, also shown by the root error boundary for any 404. */
export function NotFoundStatus() {
  const { t } = useTranslation();
  return (
    <ContentStatus
      code="404"
      title={t('Page not found')}
      text={t('Sorry, we could not find the page you were looking for.')}
    />
  );
}
