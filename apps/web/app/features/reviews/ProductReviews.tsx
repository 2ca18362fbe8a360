import type { ProductReviews as ProductReviewsData } from '@apteek/domain';
import { useState } from 'react';
import { SOMETHING_WRONG } from '../../api/api-error.ts';
import { formatDate } from '../../i18n/formatters.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button, TextButton } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { openAuthModal, useSession } from '../account/index.ts';
import { MountWhen, onDemand, useStoreView } from '../../shell/index.ts';
import { RatingStars } from './RatingStars.tsx';
import { reviewsApi } from './reviews-api.ts';

export const REVIEW_HELD = 'Thank you! Your review is shown once our staff have checked it.';

/** The review form and its modal: code fetched when a customer first opens it. */
const ReviewModal = onDemand(() => import('./ReviewModal.tsx').then((module) => module.ReviewModal));

/**
 * The product page's reviews: the approved ones with their average and count,
 * paged, and the review modal for logged-in customers. Prescription medicines take none.
 */
export function ProductReviews({ sku, initial }: { sku: string; initial: ProductReviewsData }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const { session } = useSession();
  const [data, setData] = useState(initial);
  const [writing, setWriting] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const pages = Math.max(1, Math.ceil(data.summary.count / data.pageSize));

  async function turnTo(page: number) {
    try {
      setData(await reviewsApi.page(sku, page));
    } catch {
      setNote({ tone: 'error', text: SOMETHING_WRONG });
    }
  }

  function write() {
    if (!session) return openAuthModal('login');
    setWriting(true);
  }

  return (
    <section aria-labelledby="reviews-heading" className="below-fold page-container py-8">
      <h2 id="reviews-heading" className="text-xl font-bold text-brand-900">
        {t('Reviews')}
      </h2>
      {data.summary.count > 0 ? (
        <p className="mt-2 flex items-center gap-3" data-testid="rating-summary">
          <RatingStars rating={data.summary.average} size="text-2xl" />
          <span className="font-semibold text-ink">{data.summary.average.toFixed(1)}</span>
          <span className="text-ink-muted">
            {t('{count} review|{count} reviews', { count: data.summary.count })}
          </span>
        </p>
      ) : (
        <p className="mt-2 text-ink-muted">{t('No reviews yet.')}</p>
      )}
      {data.acceptsReviews ? (
        <Button tone="secondary" className="mt-4" onClick={write}>
          {session ? t('Write a review') : t('Log in to write a review')}
        </Button>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">{t('Prescription medicines cannot be reviewed.')}</p>
      )}
      {note && (
        <div className="mt-4">
          <FormMessage tone={note.tone}>{t(note.text)}</FormMessage>
        </div>
      )}
      <ul className="mt-6 flex flex-col gap-4">
        {data.reviews.map((review) => (
          <li key={review.id} className="rounded-xl border border-line p-4">
            <article className="flex flex-col gap-1">
              <RatingStars rating={review.rating} />
              <h3 className="font-semibold text-ink">{review.title}</h3>
              <p className="whitespace-pre-line text-ink">{review.text}</p>
              <p className="text-sm text-ink-muted">
                {review.nickname} · {formatDate(review.createdAt, i18n)}
                {review.verifiedPurchase && (
                  <span className="ml-2 font-semibold text-brand-800">✓ {t('Verified purchase')}</span>
                )}
              </p>
            </article>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('Review pages')} className="mt-4 flex items-center gap-4">
          <TextButton disabled={data.page <= 1} onClick={() => void turnTo(data.page - 1)}>
            {t('Previous')}
          </TextButton>
          <span className="text-sm text-ink-muted">
            {t('Page {page} of {pages}', { page: String(data.page), pages: String(pages) })}
          </span>
          <TextButton disabled={data.page >= pages} onClick={() => void turnTo(data.page + 1)}>
            {t('Next')}
          </TextButton>
        </nav>
      )}
      <MountWhen when={writing}>
        <ReviewModal
          open={writing}
          sku={sku}
          onClose={() => setWriting(false)}
          onDone={() => {
            setWriting(false);
            setNote({ tone: 'success', text: REVIEW_HELD });
          }}
        />
      </MountWhen>
    </section>
  );
}
