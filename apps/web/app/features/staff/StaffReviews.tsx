import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { RatingStars } from '../reviews/index.ts';
import type { PendingReview } from '@apteek/domain';
import { staffReviewsApi } from './staff-reviews-api.ts';
import { useStaffPath } from './staff-language.ts';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Reviews waiting for moderation, oldest first: approve to show one, or reject it. */
export function StaffReviews() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginPath = useStaffPath()('/staff/login');
  const [reviews, setReviews] = useState<PendingReview[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    let isCurrent = true;
    staffReviewsApi.pending().then(
      (list) => isCurrent && setReviews(list),
      (error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.status === 401) void navigate(loginPath, { replace: true });
        else setOutcome({ tone: 'error', text: error instanceof Error ? error.message : SOMETHING_WRONG });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [loginPath, navigate]);

  async function decide(review: PendingReview, decision: 'approve' | 'reject') {
    setBusy(review.id);
    setOutcome(null);
    try {
      await staffReviewsApi.decide(review.id, decision);
      setReviews((list) => list?.filter((other) => other.id !== review.id) ?? null);
      setOutcome({
        tone: 'success',
        text: decision === 'approve' ? 'The review is approved and shown.' : 'The review is rejected.',
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401)
        return void navigate(loginPath, { replace: true });
      setOutcome({ tone: 'error', text: error instanceof Error ? error.message : SOMETHING_WRONG });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">{t('Reviews to moderate')}</h1>
        <p className="text-ink-muted">{t('A review is shown on the product page once it is approved.')}</p>
      </div>
      {outcome && <FormMessage tone={outcome.tone}>{t(outcome.text)}</FormMessage>}
      {reviews?.length === 0 && <p className="text-ink-muted">{t('No reviews are waiting.')}</p>}
      <ul className="flex flex-col gap-4">
        {reviews?.map((review) => (
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
    </div>
  );
}
