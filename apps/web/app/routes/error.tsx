import { useTranslation } from '../i18n/translation.tsx';
import { ContentStatus } from '../features/content/index.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import type { Route } from './+types/error';

/** The error page uses the minimal layout (logo and footer). */
export const handle = { layout: 'minimal' };

export function loader({ request }: Route.LoaderArgs) {
  return { meta: noindexMeta(request, (t) => t('Internal Server Error 500')) };
}

export const meta = loaderMeta;

export default function ErrorPage() {
  const { t } = useTranslation();
  return (
    <ContentStatus
      title={t('Internal Server Error 500')}
      text={t('Something went wrong on our side. Please try again in a few moments.')}
    />
  );
}
