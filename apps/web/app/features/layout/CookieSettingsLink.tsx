import { useTranslation } from '../../i18n/translation.tsx';
import { openCookieSettings } from './cookie-settings-store.ts';

/** The footer's way back to the cookie choice, on every page: a choice can be changed or withdrawn at any time. */
export function CookieSettingsLink({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={openCookieSettings} className={`text-sm ${className}`}>
      {t('Cookie settings')}
    </button>
  );
}
