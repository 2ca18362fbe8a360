import { CheckoutPage } from '../features/checkout/CheckoutPage.tsx';
import { originOf, pageMeta } from '../features/seo/page-meta.ts';
import { storeViewOf } from '../features/store/store-view.ts';
import { translatorFor } from '../i18n/catalogues.server.ts';
import type { Route } from './+types/checkout';

export function loader({ request }: Route.LoaderArgs) {
  const { storeCode, i18n } = storeViewOf(request);
  const t = translatorFor(i18n.language);
  return {
    meta: pageMeta({
      title: `${t('Checkout')} | Apteek`,
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

export default function Checkout() {
  return <CheckoutPage />;
}
