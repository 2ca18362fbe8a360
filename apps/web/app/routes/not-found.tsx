import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { StatusPage } from '../features/layout/StatusPage.tsx';
import { storeViewOf } from '../features/store/store-view.ts';
import { translatorFor } from '../i18n/catalogues.server.ts';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  const t = translatorFor(storeViewOf(request).i18n.language);
  return data({ title: `${t('Page not found')} | Apteek` }, { status: 404 });
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('Page not found')}
      text={t('Sorry, we could not find the page you were looking for.')}
    />
  );
}
