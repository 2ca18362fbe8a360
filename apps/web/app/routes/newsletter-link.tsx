import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/translation.tsx';
import { NewsletterLink } from '../features/newsletter/index.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import type { Route } from './+types/newsletter-link';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: noindexMeta(request, (t) => t('Newsletter')) };
}

export const meta = loaderMeta;

/** The newsletter mails' links: /newsletter/confirm?token=… and /newsletter/unsubscribe?email=…&token=… */
export default function NewsletterLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const action = useLocation().pathname.endsWith('/unsubscribe') ? 'unsubscribe' : 'confirm';
  return (
    <div className="page-container py-8">
      <h1 className="mb-6 text-2xl font-bold text-brand-900">
        {action === 'confirm' ? t('Newsletter subscription') : t('Unsubscribe from the newsletter')}
      </h1>
      <NewsletterLink action={action} params={params} />
    </div>
  );
}
