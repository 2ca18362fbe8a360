import { useTranslation } from '../../i18n/translation.tsx';
import { StoreLink } from '../../shell/index.ts';
import { AcceptOrRejectAll, ChoiceButton } from './CookieChoiceButtons.tsx';
import { openCookieSettings } from './cookie-settings-store.ts';

/**
 * The cookie notice itself, rendered by the server for visitors who have not chosen yet. Kept
 * small, one short line and three equal buttons, so it is never the page's largest paint.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('Cookies')}
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-3xl flex-col gap-3 rounded-2xl border border-line bg-white p-3 shadow-xl lg:bottom-6 lg:flex-row lg:items-center lg:p-4"
    >
      <p className="text-xs text-ink sm:text-sm lg:flex-1">
        {t('We use cookies for the shop to work and, if you allow, for analytics and marketing.')}{' '}
        <StoreLink path="/cookie-policy" className="font-semibold text-brand-700 underline">
          {t('Cookie policy')}
        </StoreLink>
      </p>
      <div className="grid shrink-0 grid-cols-3 gap-2 sm:flex">
        <AcceptOrRejectAll />
        <ChoiceButton onClick={openCookieSettings}>{t('Choose')}</ChoiceButton>
      </div>
    </section>
  );
}
