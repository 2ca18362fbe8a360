import { callApi } from '../../api/client.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../store/store-view.ts';
import { useLoaded } from './use-loaded.ts';

interface StoredMail {
  id: string;
  createdAt: string;
  to: string;
  subject: string;
  text: string;
}

type Loaded = { kind: 'loading' } | { kind: 'off' } | { kind: 'ready'; mails: StoredMail[] };

/**
 * The local mailbox: without SMTP_URL the server keeps mails in an outbox folder, listed here so a
 * person can follow a reset link. With SMTP the API answers 404 and this page lists nothing.
 */
export function Mailbox() {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const loaded = useLoaded<Loaded>(
    { kind: 'loading' },
    () =>
      callApi<StoredMail[]>('/api/mail/outbox', { locale: i18n.locale })
        .then((answer) => answer.result)
        .catch(() => null)
        .then((mails) => (mails ? { kind: 'ready', mails } : { kind: 'off' })),
    i18n.locale,
  );
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' });

  switch (loaded.kind) {
    case 'loading':
      return <p className="text-ink-muted">{t('Loading…')}</p>;
    case 'off':
      return (
        <p className="text-ink">
          {t('This shop sends its e-mail through a mail server; there is no local mailbox.')}
        </p>
      );
    case 'ready':
      if (loaded.mails.length === 0) return <p className="text-ink">{t('No e-mails have been sent yet.')}</p>;
      return (
        <ul className="flex flex-col gap-4">
          {loaded.mails.map((mail) => (
            <li key={mail.id}>
              <article aria-labelledby={`mail-${mail.id}`} className="rounded-xl border border-line p-4">
                <h2 id={`mail-${mail.id}`} className="font-bold text-brand-900">
                  {mail.subject}
                </h2>
                <p className="text-sm text-ink-muted">
                  {t('To: {email}', { email: mail.to })} · {time.format(new Date(mail.createdAt))}
                </p>
                <p className="mt-3 text-sm break-words whitespace-pre-line text-ink">
                  {linkified(mail.text)}
                </p>
              </article>
            </li>
          ))}
        </ul>
      );
    default:
      return loaded satisfies never;
  }
}

/** The mail's plain text with its links clickable (the HTML part is not rendered here). */
function linkified(text: string) {
  return text.split(/(https?:\/\/\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="font-semibold text-brand-700 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
