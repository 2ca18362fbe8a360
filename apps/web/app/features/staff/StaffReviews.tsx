import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { RatingStars } from '../reviews/index.ts';
import type { PendingReview } from '@apteek/domain';
import { staffReviewsApi } from './staff-reviews-api.ts';
import { StaffPage } from './StaffCard.tsx';
import { StaffLoaded, StaffOutcomeMessage, useStaffData, useStaffSteps } from './staff-data.tsx';

/** Reviews waiting for moderation, oldest first: approve to show one, or reject it. */
export function StaffReviews() {
  const { t } = useTranslation();
  const reviews = useStaffData(() => staffReviewsApi.pending());
  const { busy, outcome, take } = useStaffSteps<number>();

  const decide = (review: PendingReview, decision: 'approve' | 'reject') =>
    take(review.id, async () => {
      await staffReviewsApi.decide(review.id, decision);
      reviews.setData((list) => list?.filter((other) => other.id !== review.id) ?? null);
      return {
        tone: 'success',
        text: decision === 'approve' ? 'The review is approved and shown.' : 'The review is rejected.',
      };
    });

  return (
    <StaffPage
      title={t('Reviews to moderate')}
      note={t('A review is shown on the product page once it is approved.')}
    >
      <StaffOutcomeMessage outcome={outcome} />
      <StaffLoaded loaded={reviews} empty={t('No reviews are waiting.')}>
        {(list) => (
          <ul className="flex flex-col gap-4">
            {list.map((review) => (
              <li key={review.id} className="rounded-2xl border border-line bg-white p-5">
                <article aria-labelledby={`review-${review.id}`} className="flex flex-col gap-2">
                  <p className="text-sm text-ink-muted">
                    {review.productName} · {review.sku} · {review.storeCode.toUpperCase()}
                  </p>
                  <RatingStars rating={review.rating} />
                  <h2 id={`review-${review.id}`} className="text-lg font-semibold text-ink">
                    {review.title}
                  </h2>
                  <p className="whitespace-pre-line">{review.text}</p>
                  <p className="text-sm text-ink-muted">
                    {review.nickname}
                    {review.verifiedPurchase && ` · ${t('Verified purchase')}`}
                  </p>
                  <div className="mt-2 flex gap-3">
                    <Button onClick={() => void decide(review, 'approve')} disabled={busy === review.id}>
                      {t('Approve')}
                    </Button>
                    <Button
                      tone="secondary"
                      onClick={() => void decide(review, 'reject')}
                      disabled={busy === review.id}
                    >
                      {t('Reject')}
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </StaffLoaded>
    </StaffPage>
  );
}
