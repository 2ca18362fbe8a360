import { CustomerReviewsSchema, type CustomerReview, type ReviewStatus } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatDate } from '../../i18n/formatters.ts';
import { StoreLink, useStoreView } from '../../shell/index.ts';
import { FormMessage } from '../../ui/form/index.ts';
import { sessionStore, useLoaded } from '../account/index.ts';
import { RatingStars } from './RatingStars.tsx';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; reviews: CustomerReview[] };

const STATUS_TEXTS: Record<ReviewStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Published',
  rejected: 'Not published',
};

/** The account's /my-account?page=my-reviews: the customer's reviews, newest first, each with its product and status. */
export function MyReviews() {
  const { t } = useTranslation();
  const { storeCode, i18n } = useStoreView();
  const loaded = useLoaded<Loaded>(
    { kind: 'loading' },
    async () => {
      const answer = await sessionStore().then((store) =>
        store?.get(`/api/user/reviews?storeCode=${storeCode}`),
      );
      const reviews = answer?.code === 200 ? CustomerReviewsSchema.safeParse(answer.result) : null;
      return reviews?.success ? { kind: 'ready', reviews: reviews.data } : { kind: 'failed' };
    },
    storeCode,
  );
  switch (loaded.kind) {
    case 'loading':
      return <p className="text-ink-muted">{t('Loading…')}</p>;
    case 'failed':
      return (
        <FormMessage tone="error">{t('Technical problem occurred. Please try again later.')}</FormMessage>
      );
    case 'ready':
      if (loaded.reviews.length === 0)
        return <p className="text-ink">{t('You have not reviewed any products yet.')}</p>;
      return (
        <ul className="flex flex-col gap-4" aria-label={t('My reviews')}>
          {loaded.reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-line bg-white p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-bold text-brand-900">
                  {review.productPath ? (
                    <StoreLink path={review.productPath} className="underline-offset-2 hover:underline">
                      {review.productName}
                    </StoreLink>
                  ) : (
                    review.productName
                  )}
                </h2>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    review.status === 'approved' ? 'bg-brand-50 text-brand-900' : 'bg-surface text-ink-muted'
                  }`}
                >
                  {t(STATUS_TEXTS[review.status])}
                </span>
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
                <RatingStars rating={review.rating} size="text-base" />
                <time dateTime={review.createdAt}>{formatDate(review.createdAt, i18n)}</time>
              </div>
              <p className="mt-2 font-semibold text-ink">{review.title}</p>
              <p className="mt-1 whitespace-pre-line text-ink">{review.text}</p>
            </li>
          ))}
        </ul>
      );
  }
}
