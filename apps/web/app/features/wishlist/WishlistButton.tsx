import { useTranslation } from '../../i18n/translation.tsx';
import { ListToggle } from '../../ui/Button.tsx';
import { ApiError } from '../../api/api-error.ts';
import { notify } from '../../shell/index.ts';
import { toggleWishlist, useWishlist } from './wishlist-store.ts';

/** The heart on cards and product pages. */
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
    <ListToggle
      pressed={isIn}
      icon={isIn ? 'heart-filled' : 'heart'}
      variant={variant}
      pageLabel={isIn ? t('In your wishlist') : t('Add to wishlist')}
      cardLabel={isIn ? t('Remove {name} from wishlist', { name }) : t('Add {name} to wishlist', { name })}
      onToggle={toggle}
    />
  );
}
