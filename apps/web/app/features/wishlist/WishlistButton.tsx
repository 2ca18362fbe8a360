import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { ApiError } from '../../api/api-error.ts';
import { notify } from '../notifications/notification-store.ts';
import { toggleWishlist, useWishlist } from './wishlist-store.ts';

/** The heart on cards and product pages (issue 21 item 2). */
export function WishlistButton({
  sku,
  name,
  variant = 'card',
}: {
  sku: string;
  name: string;
  variant?: 'card' | 'page';
}) {
  const { t } = useTranslation();
  const isIn = useWishlist().includes(sku);
  const toggle = () =>
    void toggleWishlist(sku).then(
      (outcome) => {
        if (outcome === 'added') notify({ type: 'success', message: t('Added to your wishlist') });
        if (outcome === 'removed') notify({ type: 'success', message: t('Removed from your wishlist') });
        if (outcome === 'full')
          notify({ type: 'warning', message: t('Your wishlist is full. Remove a product first.') });
      },
      (error: unknown) =>
        notify({
          type: 'danger',
          message: error instanceof ApiError ? t(error.message) : t('Something went wrong'),
        }),
    );
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isIn}
      className={
        variant === 'card'
          ? 'relative z-10 grid size-9 place-items-center rounded-full bg-white/90 text-brand-700 shadow-sm hover:bg-brand-50'
          : 'inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:border-brand-700 hover:text-brand-700'
      }
    >
      <Icon name={isIn ? 'heart-filled' : 'heart'} className="size-5" />
      {variant === 'page' ? (
        <span>{isIn ? t('In your wishlist') : t('Add to wishlist')}</span>
      ) : (
        <span className="sr-only">
          {isIn ? t('Remove {name} from wishlist', { name }) : t('Add {name} to wishlist', { name })}
        </span>
      )}
    </button>
  );
}
