import { useTranslation } from '../i18n/translation.tsx';
import { ContentStatus } from '../features/content/ContentStatus.tsx';
import { originOf, pageMeta } from '../features/seo/page-meta.ts';
import { storeViewOf } from '../features/store/store-view.ts';
import { translatorFor } from '../i18n/catalogues.server.ts';
import type { Route } from './+types/error';

/** Spec 001 §2: the error page uses the minimal layout (logo and footer). */
export const handle = { layout: 'minimal' };

export function loader({ request }: Route.LoaderArgs) {
  const { storeCode, i18n } = storeViewOf(request);
  const t = translatorFor(i18n.language);
  return {
    meta: pageMeta({
      title: `${t('Internal Server Error 500')} | Apteek`,
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

export default function ErrorPage() {
  const { t } = useTranslation();
  return (
    <ContentStatus
      title={t('Internal Server Error 500')}
      text={t('Something went wrong on our side. Please try again in a few moments.')}
    />
  );
}
