import type { SavedListData, SavedListProduct } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button, TextButton } from '../../ui/Button.tsx';
import { ProductPrice } from '../pricing/index.ts';
import { useAddFromList } from '../cart/index.ts';
import { useUrlFollowsList } from '../compare/index.ts';
import { useSessionKnown } from '../account/index.ts';
import { useHydrated, StoreLink } from '../../shell/index.ts';
import { removeFromWishlist, useWishlist } from './wishlist-store.ts';

/** The wishlist's products, each with add to cart (qty 1) and remove. */
export function WishlistPage({ data }: { data: SavedListData }) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const known = useSessionKnown();
  const list = useWishlist();
  // A customer's list comes from the account: wait until the session is read.
  useUrlFollowsList(isHydrated && known ? list : null);
  return (
    <div className="page-container py-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-brand-900 md:text-3xl">{t('Wishlist')}</h1>
      {data.products.length === 0 ? (
        <p className="mt-6 text-ink-muted">
          {t('Your wishlist is empty. Tap the heart on a product to keep it here.')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="wishlist">
          {data.products.map((product) => (
            <WishlistItem key={product.sku} product={product} />
          ))}
        </ul>
      )}
    </div>
  );
}

function WishlistItem({ product }: { product: SavedListProduct }) {
  const { t } = useTranslation();
  const { canAdd, add } = useAddFromList(product);
  return (
    <li className="flex gap-4 rounded-xl border border-line bg-white p-4">
      <img
        src={product.imageUrl}
        alt=""
        width={150}
        height={150}
        className="size-24 shrink-0 object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <StoreLink path={product.urlPath} className="font-semibold text-ink hover:text-brand-700">
          {product.name}
        </StoreLink>
        <ProductPrice sku={product.sku} price={product.price} />
        <div className="mt-auto flex flex-wrap items-center gap-3">
          {canAdd ? (
            <Button onClick={add}>{t('Add to cart')}</Button>
          ) : (
            <StoreLink path={product.urlPath} className="font-semibold text-brand-700 underline">
              {t('Choose options')}
            </StoreLink>
          )}
          <TextButton onClick={() => void removeFromWishlist(product.sku)}>
            {t('Remove')}
            <span className="sr-only">{` ${product.name}`}</span>
          </TextButton>
        </div>
      </div>
    </li>
  );
}
