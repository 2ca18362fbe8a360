import { STORE_VIEWS, type StoreCode } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { NATIVE_NAMES, documentAlternates, switchTargetPath } from './language-switch.ts';
import { rememberChosenStore } from './local-claims.ts';

/** The language-change confirmation of spec 001 §2, asked before the store view changes. */
export function LanguageChangeModal({ target, onClose }: { target: StoreCode | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const language = target ? STORE_VIEWS[target].i18n.language : null;
  const confirm = () => {
    if (!target) return;
    rememberChosenStore(target);
    onClose();
    void navigate(switchTargetPath(location, target, documentAlternates()));
  };
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={t('Change language?')}
      actions={
        <>
          <Button tone="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={confirm} lang={language ?? undefined}>
            {language ? t('Continue in {language}', { language: NATIVE_NAMES[language] }) : ''}
          </Button>
        </>
      }
    >
      <p className="text-ink">
        {t(
          'The shop opens in the chosen language. Prices and delivery options differ between the Estonian and the Finnish shop.',
        )}
      </p>
    </Modal>
  );
}
