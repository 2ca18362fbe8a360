import { data } from 'react-router';
import { useTranslation } from '../i18n/translation.tsx';
import { Mailbox } from '../features/account/Mailbox.tsx';
import { originOf, pageMeta } from '../features/seo/page-meta.ts';
import { storeViewOf } from '../features/store/store-view.ts';
import { translatorFor } from '../i18n/catalogues.server.ts';
import type { Route } from './+types/mailbox';

export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.hasLocalMailbox) throw data(null, { status: 404 });
  const { storeCode, i18n } = storeViewOf(request);
  const t = translatorFor(i18n.language);
  return {
    meta: pageMeta({
      title: `${t('Local mailbox')} | Apteek`,
      origin: originOf(request),
      storeCode,
      alternates: {},
      noindex: true,
    }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ?? [];
}

/** Mails the server kept because no SMTP server is configured (DESIGN §6); a 404 with SMTP. */
export default function MailboxPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-8">
      <h1 className="mb-6 text-2xl font-bold text-brand-900">{t('Local mailbox')}</h1>
      <Mailbox />
    </div>
  );
}
