import { useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { TextButton } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';

/**
 * The footer's newsletter block: the form itself, and the newsletter modal
 * that tells what a subscriber gets before asking for the address.
 */
export function NewsletterOffer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <section aria-labelledby="newsletter-heading" className="flex flex-col gap-2">
        <h2 id="newsletter-heading" className="text-base font-bold text-brand-900">
          {t('Join our newsletter')}
        </h2>
        <p className="text-sm text-ink-muted">
          {t('Subscribe and get a 10% discount code for your next order.')}
        </p>
        <NewsletterForm />
        <TextButton className="self-start text-sm" onClick={() => setOpen(true)}>
          {t('What do subscribers get?')}
        </TextButton>
      </section>
      <Modal open={open} title={t('Join our newsletter')} onClose={() => setOpen(false)}>
        <div className="flex flex-col gap-4">
          <p>
            {t(
              'Seasonal health tips, campaigns and new products, about twice a month. After you confirm your address you get a single-use 10% discount code. You can unsubscribe with one click from any of our e-mails.',
            )}
          </p>
          <NewsletterForm />
        </div>
      </Modal>
    </>
  );
}
