import { PHARMACY_TYPE_CODES, storePath, type ProductCard as ProductCardData } from '@apteek/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge.tsx';
import { useStoreView } from '../store/store-view.ts';
import { ProductPrice } from './ProductPrice.tsx';

/** Product thumbnail size (spec 000 §9). */
const THUMBNAIL = { width: 310, height: 300 };

interface ProductCardProps {
  /** `medicineName` is drawn where the list provides it (spec 000 §6: the Finnish store). */
  product: ProductCardData & { medicineName?: string | null };
  isEager: boolean;
}

export function ProductCard({ product, isEager }: ProductCardProps) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const isOutOfStock = product.stockStatus === 'out_of_stock';
  const isPrescription = product.typeCode === PHARMACY_TYPE_CODES.prescription;
  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-line bg-white p-3 transition-shadow focus-within:shadow-md hover:border-brand-700 hover:shadow-md sm:p-4">
      <div className="relative">
        <img
          src={product.imageUrl}
          alt={product.name}
          width={THUMBNAIL.width}
          height={THUMBNAIL.height}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
          className={`aspect-[31/30] h-auto w-full object-contain ${isOutOfStock ? 'opacity-60' : ''}`}
        />
        {product.price.special !== null && product.discountPercent !== null && (
          <span className="absolute top-0 left-0">
            <Badge tone="sale">{`-${product.discountPercent}%`}</Badge>
          </span>
        )}
      </div>
      <h3 className="mt-3 text-sm leading-snug font-medium text-ink sm:text-base">
        <Link
          to={storePath(storeCode, product.urlPath)}
          className="after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-700"
        >
          {product.name}
        </Link>
      </h3>
      {product.medicineName && <p className="mt-1 text-sm text-ink-muted">{product.medicineName}</p>}
      {(isOutOfStock || isPrescription) && (
        <div className="mt-2 flex flex-wrap gap-1">
          {isPrescription && <Badge tone="rx">{t('Prescription medicine')}</Badge>}
          {isOutOfStock && <Badge tone="stock">{t('Out of stock')}</Badge>}
        </div>
      )}
      <div className="mt-auto pt-3">
        <ProductPrice price={product.price} />
      </div>
    </article>
  );
}
