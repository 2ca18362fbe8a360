import type { CookieConsent } from '@apteek/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { CheckboxRow } from '../../ui/CheckboxRow.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { chooseCookies, cookieConsent, notify } from '../../shell/index.ts';
import { AcceptOrRejectAll, ChoiceButton } from './CookieChoiceButtons.tsx';
import { closeCookieSettings, useCookieSettingsOpen } from './cookie-settings-store.ts';

export const COOKIE_CHOICE_SAVED = 'Your cookie choice has been saved.';

/**
 * The categories one by one, opened from the notice's Choose or, at any time, from the footer.
 * Nothing optional is ticked before the visitor ticks it; a change counts at once, without a reload.
 */
export function CookieSettings() {
  const { t } = useTranslation();
  const open = useCookieSettingsOpen();
  return (
    <Modal open={open} onClose={closeCookieSettings} title={t('Cookie settings')}>
      {/* Remounted at each opening, so the boxes start from the choice kept now. */}
      {open && <CookieCategories />}
    </Modal>
  );
}

function CookieCategories() {
  const { t } = useTranslation();
  const [consent, setConsent] = useState<CookieConsent>(
    () => cookieConsent() ?? { analytics: false, marketing: false },
  );
  const done = () => {
    closeCookieSettings();
    notify({ type: 'success', message: t(COOKIE_CHOICE_SAVED) });
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    chooseCookies(consent);
    done();
  };
  const toggle = (category: keyof CookieConsent) => (event: { target: HTMLInputElement }) =>
    setConsent({ ...consent, [category]: event.target.checked });
  return (
    <form onSubmit={save} aria-label={t('Cookie settings')} className="flex flex-col gap-4">
      <p className="text-sm text-ink">
        {t(
          'Choose which cookies we may use. You can change your choice at any time under Cookie settings at the bottom of every page.',
        )}
      </p>
      <CheckboxRow
        id="cookie-necessary"
        checked
        disabled
        label={
          <Category
            name={t('Necessary')}
            about={t('The cart, logging in, the language and this choice. Always on.')}
          />
        }
      />
      <CheckboxRow
        id="cookie-analytics"
        checked={consent.analytics}
        onChange={toggle('analytics')}
        label={<Category name={t('Analytics')} about={t('How the shop is used, so we can improve it.')} />}
      />
      <CheckboxRow
        id="cookie-marketing"
        checked={consent.marketing}
        onChange={toggle('marketing')}
        label={
          <Category name={t('Marketing')} about={t('What you viewed and bought, for our advertising.')} />
        }
      />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <AcceptOrRejectAll onChosen={done} />
        <ChoiceButton type="submit">{t('Save choices')}</ChoiceButton>
      </div>
    </form>
  );
}

function Category({ name, about }: { name: string; about: string }) {
  return (
    <>
      <span className="block font-semibold">{name}</span>
      <span className="block text-ink-muted">{about}</span>
    </>
  );
}
