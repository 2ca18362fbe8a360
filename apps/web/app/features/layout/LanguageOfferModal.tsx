import { STORE_VIEWS, type StoreCode } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useStoreView } from '../store/store-view.ts';
import { NATIVE_NAMES, documentAlternates, switchTargetPath } from './language-switch.ts';

/** The language switcher modal of spec 001 §2: stay in this shop or go to the offered one. */
export function LanguageOfferModal({
  offer,
  onAnswer,
}: {
  offer: StoreCode;
  onAnswer: (store: StoreCode) => void;
}) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const navigate = useNavigate();
  const location = useLocation();
  const offered = STORE_VIEWS[offer].i18n;
  const stay = () => onAnswer(storeCode);
  const change = () => {
    onAnswer(offer);
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
