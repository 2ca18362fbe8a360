import { RATING_MAX } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';

/**
 * A rating as stars out of RATING_MAX, partly filled for an average; read out as
 * "4.5 out of 5 stars".
 */
export function RatingStars({ rating, size = 'text-lg' }: { rating: number; size?: string }) {
  const { t } = useTranslation();
  const percent = Math.max(0, Math.min(100, (100 * rating) / RATING_MAX));
  const stars = '★'.repeat(RATING_MAX);
  return (
    <span
      role="img"
      aria-label={t('{rating} out of {max} stars', { rating: String(rating), max: String(RATING_MAX) })}
      className={`relative inline-block self-start leading-none tracking-wider ${size}`}
    >
      <span aria-hidden="true" className="text-line">
        {stars}
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden text-star"
        style={{ width: `${percent}%` }}
      >
        {stars}
      </span>
    </span>
  );
}
