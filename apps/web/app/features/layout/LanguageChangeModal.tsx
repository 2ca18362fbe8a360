import { STORE_VIEWS, type StoreCode } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { NATIVE_NAMES, rememberChosenStore } from '../../shell/index.ts';
import { StoreSwitchModal, useSwitchStore } from './StoreSwitchModal.tsx';

/** The language-change confirmation, asked before the store view changes. */
export function LanguageChangeModal({ target, onClose }: { target: StoreCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const switchStore = useSwitchStore();
  const language = target ? STORE_VIEWS[target].i18n.language : null;
  const confirm = () => {
    if (!target) return;
    rememberChosenStore(target);
    onClose();
    switchStore(target);
  };
  return (
    <StoreSwitchModal
      open={target !== null}
      title={t('Change language?')}
      stayLabel={t('Cancel')}
      onStay={onClose}
      goLabel={language ? t('Continue in {language}', { language: NATIVE_NAMES[language] }) : ''}
      goLanguage={language ?? undefined}
      onGo={confirm}
    >
      {t(
        'The shop opens in the chosen language. Prices and delivery options differ between the Estonian and the Finnish shop.',
      )}
    </StoreSwitchModal>
  );
}
