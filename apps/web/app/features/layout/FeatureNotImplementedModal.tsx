import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

/** Spec 001 §2 'feature not implemented' modal, for controls whose feature is not open yet. */
export function FeatureNotImplementedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('Coming soon')}
      actions={<Button onClick={onClose}>{t('OK')}</Button>}
    >
      <p className="text-ink">{t('This feature is not available yet. Please check back soon.')}</p>
    </Modal>
  );
}
