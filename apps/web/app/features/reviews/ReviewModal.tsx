import { useTranslation } from '../../i18n/translation.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { ReviewForm } from './ReviewForm.tsx';

/** The review form in its modal, loaded on demand when a customer first opens it (ProductReviews). */
export function ReviewModal({
  open,
  sku,
  onClose,
  onDone,
}: {
  open: boolean;
  sku: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('Write a review')} onClose={onClose}>
      <ReviewForm sku={sku} onDone={onDone} />
    </Modal>
  );
}
