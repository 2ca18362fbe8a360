import { useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { TextButton } from '../../ui/Button.tsx';
import { MountWhen, onDemand } from '../../shell/index.ts';
import { NewsletterForm } from './NewsletterForm.tsx';

/** What subscribers get, in a modal: code fetched when a shopper first asks. */
const NewsletterModal = onDemand(() =>
  import('./NewsletterModal.tsx').then((module) => module.NewsletterModal),
);

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
      <MountWhen when={open}>
        <NewsletterModal open={open} onClose={() => setOpen(false)} />
      </MountWhen>
    </>
  );
}
