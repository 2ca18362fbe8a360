import { STORE_VIEWS, languageOffer, type StoreCode } from '@apteek/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useStoreView } from '../store/store-view.ts';
import { NATIVE_NAMES, documentAlternates, switchTargetPath } from './language-switch.ts';
import { chosenStore, rememberChosenStore } from './local-claims.ts';

/** Spec 001 §7: the language lookup answers the visitor's country from Accept-Language. */
async function visitorCountry(signal: AbortSignal): Promise<string | null> {
  const response = await fetch('/api/user/locale', { signal });
  if (!response.ok) return null;
  const body = (await response.json()) as { result?: { countryCode?: unknown } };
  const code = body.result?.countryCode;
  return typeof code === 'string' ? code : null;
}

/**
 * The language switcher modal: offered to a visitor from another supported country who has not
 * chosen a store yet (spec 001 §2). Either answer is remembered, so it is asked once.
 */
export function LanguageOfferModal() {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const navigate = useNavigate();
  const location = useLocation();
  const [offer, setOffer] = useState<StoreCode | null>(null);

  useEffect(() => {
    if (chosenStore() !== null) return;
    const controller = new AbortController();
    visitorCountry(controller.signal)
      .then((country) =>
        setOffer(
          languageOffer({ visitorCountry: country, currentStore: storeCode, chosenStore: chosenStore() }),
        ),
      )
      // Without the lookup the shopper simply stays in the store they opened.
      .catch(() => undefined);
    return () => controller.abort();
  }, [storeCode]);

  if (!offer) return null;
  const offered = STORE_VIEWS[offer].i18n;
  const stay = () => {
    rememberChosenStore(storeCode);
    setOffer(null);
  };
  const change = () => {
    rememberChosenStore(offer);
    setOffer(null);
    void navigate(switchTargetPath(location, offer, documentAlternates()));
  };
  return (
    <Modal
      open
      onClose={stay}
      title={t('Choose your shop')}
      actions={
        <>
          <Button tone="secondary" onClick={stay}>
            {t('Stay here')}
          </Button>
          <Button onClick={change} lang={offered.language}>
            {t('Go to the shop in {language}', { language: NATIVE_NAMES[offered.language] })}
          </Button>
        </>
      }
    >
      <p className="text-ink">
        {t('It looks like you are visiting from another country. We have a shop for your country too.')}
      </p>
    </Modal>
  );
}
