import { STORE_VIEWS, type StoreCode } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView, NATIVE_NAMES } from '../../shell/index.ts';
import { StoreSwitchModal, useSwitchStore } from './StoreSwitchModal.tsx';

interface LanguageOfferModalProps {
  offer: StoreCode;
  onAnswer: (store: StoreCode) => void;
}

/** The language switcher modal: stay in this shop or go to the offered one. */
export function LanguageOfferModal({ offer, onAnswer }: LanguageOfferModalProps) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const switchStore = useSwitchStore();
  const offered = STORE_VIEWS[offer].i18n;
  const change = () => {
    onAnswer(offer);
    switchStore(offer);
  };
  return (
    <StoreSwitchModal
      open
      title={t('Choose your shop')}
      stayLabel={t('Stay here')}
      onStay={() => onAnswer(storeCode)}
      goLabel={t('Go to the shop in {language}', { language: NATIVE_NAMES[offered.language] })}
      goLanguage={offered.language}
      onGo={change}
    >
      {t('It looks like you are visiting from another country. We have a shop for your country too.')}
    </StoreSwitchModal>
  );
}
