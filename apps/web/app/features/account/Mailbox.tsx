import { callApi } from '../../api/client.ts';
import { formatDateTime } from '../../i18n/formatters.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../../shell/index.ts';
import { useLoaded } from './use-loaded.ts';

interface StoredMail {
  id: string;
  createdAt: string;
  to: string;
  subject: string;
  text: string;
}

type Loaded = { kind: 'loading' } | { kind: 'refused' } | { kind: 'ready'; mails: StoredMail[] };

/**
 * The local mailbox: without SMTP_URL the server keeps mails in an outbox folder, listed here so a
 * person can follow a reset link. The API answers this machine itself, or the installation's token
 * (`/mailbox?token=…`, printed when the server starts); anyone else gets a 404 (as with SMTP, where
 * the page itself is a 404).
 */
export function Mailbox() {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const loaded = useLoaded<Loaded>(
    { kind: 'loading' },
    () =>
      callApi<StoredMail[]>('/api/mail/outbox', { locale: i18n.locale, headers: tokenHeader() })
        .then((answer) => answer.result)
        .catch(() => null)
        .then((mails) => (mails ? { kind: 'ready', mails } : { kind: 'refused' })),
    i18n.locale,
  );

  switch (loaded.kind) {
    case 'loading':
      return <p className="text-ink-muted">{t('Loading…')}</p>;
    case 'refused':
      return (
        <p className="text-ink">
          {t(
            'The mailbox opens only on the server itself, or with the address the server printed when it started.',
          )}
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
                  {t('To: {email}', { email: mail.to })} · {formatDateTime(mail.createdAt, i18n)}
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

/** The installation's mailbox token from the page's address, for a mailbox read from another machine. */
function tokenHeader(): Record<string, string> {
  const token = new URLSearchParams(window.location.search).get('token');
  return token ? { 'x-mailbox-token': token } : {};
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
