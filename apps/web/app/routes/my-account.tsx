import { useSearchParams } from 'react-router';
import { AccountPage, type AccountTab } from '../features/account/index.ts';
import { LoyaltyCardSection } from '../features/loyalty/index.ts';
import { MyReviews } from '../features/reviews/index.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import type { Route } from './+types/my-account';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: noindexMeta(request, (t) => t('My account')) };
}

export const meta = loaderMeta;

export default function MyAccount() {
  const [params] = useSearchParams();
  const page = params.get('page');
  const tab: AccountTab =
    page === 'order-history' || page === 'my-reviews' || page === 'loyalty-card' || page === 'my-data'
      ? page
      : 'my-profile';
  return <AccountPage tab={tab} reviews={<MyReviews />} loyaltyCard={<LoyaltyCardSection />} />;
}
