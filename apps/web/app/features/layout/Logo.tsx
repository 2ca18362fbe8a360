import { useTranslation } from '../../i18n/translation.tsx';
import { StoreLink } from '../../shell/index.ts';

export function Logo() {
  const { t } = useTranslation();
  return (
    <StoreLink path="/" className="flex items-center gap-2.5 rounded-lg">
      <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="11" fill="var(--color-brand-700)" />
        <path d="M20 10.5v19M10.5 20h19" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      </svg>
      <span className="flex flex-col">
        <span className="text-2xl leading-none font-bold tracking-tight text-brand-800">Apteek</span>
        <span className="mt-1 text-xs leading-none text-ink-muted">{t('Activity license holder')}</span>
      </span>
    </StoreLink>
  );
}
