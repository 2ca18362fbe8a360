import { data } from 'react-router';
import { useTranslation } from '../i18n/translation.tsx';
import { Mailbox } from '../features/account/index.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import type { Route } from './+types/mailbox';

export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.hasLocalMailbox) throw data(null, { status: 404 });
  return { meta: noindexMeta(request, (t) => t('Local mailbox')) };
}

export const meta = loaderMeta;

/** Mails the server kept because no SMTP server is configured; a 404 with SMTP. */
export default function MailboxPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-8">
      <h1 className="mb-6 text-2xl font-bold text-brand-900">{t('Local mailbox')}</h1>
      <Mailbox />
    </div>
  );
}
