import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { acceptCookies, StoreLink } from '../../shell/index.ts';

/** The cookie notice itself, rendered by the server for visitors who have not accepted cookies yet. */
export function CookieBanner() {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('Cookies')}
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-3xl rounded-2xl border border-line bg-white p-4 shadow-xl sm:flex sm:items-center sm:gap-4 lg:bottom-6"
    >
      <Icon name="cookie" className="hidden size-8 shrink-0 text-brand-700 sm:block" />
      <p className="text-sm text-ink">
        {t('We use cookies to keep the shop working and to improve your experience.')}{' '}
        <StoreLink path="/cookie-policy" className="font-semibold text-brand-700 underline">
          {t('Cookie policy')}
        </StoreLink>
      </p>
      <Button
        className="mt-3 w-full shrink-0 sm:mt-0 sm:w-auto"
        onClick={() => {
          acceptCookies();
        }}
      >
        {t('Accept')}
      </Button>
    </section>
  );
}
