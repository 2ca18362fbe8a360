import { PHARMACY_TYPE_CODES, type ProductCard as ProductCardData } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { CompareButton } from '../compare/index.ts';
import { WishlistButton } from '../wishlist/index.ts';
import { CardLink } from '../../shell/index.ts';
import { useAddFromList } from '../cart/index.ts';
import { ProductPrice } from '../pricing/index.ts';

/** Product thumbnail size. */
const THUMBNAIL = { width: 310, height: 300 };

interface ProductCardProps {
  /** `medicineName` is drawn where the list provides it (the Finnish store). */
  product: ProductCardData & { medicineName?: string | null };
  isEager: boolean;
  /** The shopper opens the product from this card (analytics' select_item). */
  onSelect?: () => void;
}

export function ProductCard({ product, isEager, onSelect }: ProductCardProps) {
  const { t } = useTranslation();
  const isOutOfStock = product.stockStatus === 'out_of_stock';
  const isPrescription = product.typeCode === PHARMACY_TYPE_CODES.prescription;
  const { canAdd, add } = useAddFromList(product);
  return (
    <article className="group product-card">
      <div className="relative">
        <img
          src={product.imageUrl}
          alt={product.name}
          width={THUMBNAIL.width}
          height={THUMBNAIL.height}
          loading={isEager ? 'eager' : 'lazy'}
          // The first cards are above the fold, their images the page's largest paint candidates:
          // fetched with the stylesheet, ahead of the scripts, and painted with the page.
          fetchPriority={isEager ? 'high' : undefined}
          decoding={isEager ? undefined : 'async'}
          className={isOutOfStock ? 'card-image opacity-60' : 'card-image'}
        />
        {product.price.special !== null && product.discountPercent !== null && (
          <span className="absolute top-0 left-0">
            <Badge tone="sale">{`-${product.discountPercent}%`}</Badge>
          </span>
        )}
        {/* Prescription medicines are compared but never kept on a wishlist (health data). */}
        <div className="card-actions">
          {!isPrescription && <WishlistButton sku={product.sku} name={product.name} />}
          <CompareButton sku={product.sku} name={product.name} />
        </div>
      </div>
      <h3 className="card-title">
        <CardLink path={product.urlPath} rounded="after:rounded-xl" onClick={onSelect}>
          {product.name}
        </CardLink>
      </h3>
      {product.medicineName && <p className="mt-1 text-sm text-ink-muted">{product.medicineName}</p>}
      {(isOutOfStock || isPrescription) && (
        <div className="mt-2 flex flex-wrap gap-1">
          {isPrescription && <Badge tone="rx">{t('Prescription medicine')}</Badge>}
          {isOutOfStock && <Badge tone="stock">{t('Out of stock')}</Badge>}
        </div>
      )}
      <div className="card-foot">
        <ProductPrice sku={product.sku} price={product.price} />
        {canAdd && (
          <button type="button" onClick={add} className="card-cart">
            <Icon name="cart" className="size-5" />
            <span className="sr-only">{t('Add {name} to cart', { name: product.name })}</span>
          </button>
        )}
      </div>
    </article>
  );
}
