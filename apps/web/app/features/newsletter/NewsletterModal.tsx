import { useTranslation } from '../../i18n/translation.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';

/** The footer's newsletter modal, loaded on demand (NewsletterOffer): what a subscriber gets, and the form. */
export function NewsletterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('Join our newsletter')} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p>
          {t(
            'Seasonal health tips, campaigns and new products, about twice a month. After you confirm your address you get a single-use 10% discount code. You can unsubscribe with one click from any of our e-mails.',
          )}
        </p>
        <NewsletterForm />
      </div>
    </Modal>
  );
}
