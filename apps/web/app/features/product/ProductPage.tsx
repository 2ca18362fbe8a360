import { cardProduct, viewItem, type ProductPageData } from '@apteek/domain';
import type { ProductReviews as ProductReviewsData } from '@apteek/domain';
import { useTrackOnce } from '../analytics/index.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { TextButton } from '../../ui/Button.tsx';
import { ProductSection } from '../catalog/index.ts';
import { AddToCart, type AddToCartRequest } from './AddToCart.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { CustomOptions } from './CustomOptions.tsx';
import { MedicineInformation } from './MedicineInformation.tsx';
import { ProductBanners } from './ProductBanners.tsx';
import { PrescriptionNotice } from './PrescriptionNotice.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import { ProductDescription } from './ProductDescription.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductTypeOptions } from './ProductTypeOptions.tsx';
import { StockStatus } from './StockStatus.tsx';
import { useCartLoader } from '../cart/index.ts';
import { CompareButton } from '../compare/index.ts';
import { WishlistButton } from '../wishlist/index.ts';
import { openChat } from '../chat/index.ts';
import { useStoreView, HydrateLater } from '../../shell/index.ts';
import { cartLineOf } from './cart-line.ts';
import { useProductSelection } from './use-product-selection.ts';
import { ProductReviews } from '../reviews/index.ts';

export function ProductPage({
  product,
  reviews,
}: {
  product: ProductPageData;
  reviews: ProductReviewsData | null;
}) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const loadCart = useCartLoader();
  const selection = useProductSelection(product);
  useTrackOnce(String(product.id), () =>
    viewItem(
      cardProduct({
        sku: product.sku,
        name: product.name,
        brand: product.brand,
        typeCode: product.typeCode,
        priceCents: product.price.final,
      }),
    ),
  );
  const variantsError = product.type.kind === 'configurable' ? product.type.variantsError : null;
  // An out-of-stock product is listed: StockStatus says so, and 'Add to cart' answers with the
  // refusal (the cart's rule) rather than a silent disabled button.
  const blockingError = variantsError;
  const addToCart = ({ qty }: AddToCartRequest) =>
    void loadCart().then((cart) => cart?.add(cartLineOf(product, selection, qty, storeCode)));
  return (
    <>
      <div className="page-container py-4 md:py-8">
        <Breadcrumbs trail={product.breadcrumbs} current={product.name} />
        <div className="mt-4 grid gap-6 md:mt-6 lg:grid-cols-2 lg:gap-12">
          <ProductGallery
            key={selection.sku}
            media={selection.media}
            name={selection.variant?.name ?? product.name}
          />
          <div className="flex flex-col gap-5">
            <div>
              {product.brand && (
                <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
                  {product.brand}
                </p>
              )}
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink md:text-3xl">{product.name}</h1>
              <p className="mt-1 text-sm text-ink-muted">
                {`${t('Product code')}: `}
                <span data-testid="product-sku">{selection.sku}</span>
              </p>
              {product.isPrescriptionOnly && (
                <div className="mt-2">
                  <Badge tone="rx">{t('Prescription medicine')}</Badge>
                </div>
              )}
            </div>
            {product.shortDescription && (
              <p className="leading-relaxed text-ink">{product.shortDescription}</p>
            )}
            <PriceBlock sku={selection.sku} price={selection.price} />
            <StockStatus status={selection.stockStatus} />
            <ProductTypeOptions product={product} selection={selection} />
            {product.customOptions.length > 0 && (
              <CustomOptions
                options={product.customOptions}
                choices={selection.choices}
                onChange={selection.setChoice}
              />
            )}
            {product.isPrescriptionOnly ? (
              <PrescriptionNotice />
            ) : (
              <AddToCart sku={selection.sku} blockingError={blockingError} onAdd={addToCart} />
            )}
            <div className="flex flex-wrap items-center gap-2">
              {!product.isPrescriptionOnly && (
                <WishlistButton sku={product.sku} name={product.name} variant="page" />
              )}
              <CompareButton sku={product.sku} name={product.name} variant="page" />
              <TextButton
                className="min-h-11"
                onClick={() => openChat(t('Hello, I have a question about {name}.', { name: product.name }))}
              >
                {t('Ask a pharmacist')}
              </TextButton>
            </div>
            {product.storage?.isCold && (
              <p className="rounded-lg bg-rx-soft px-4 py-3 text-sm text-rx">
                {t('Cold chain product: keep refrigerated. Some delivery methods are not available for it.')}
              </p>
            )}
          </div>
        </div>
        <div className="mt-10 grid gap-10 md:mt-14 lg:grid-cols-2 lg:gap-12">
          <ProductDescription
            description={product.description}
            shortDescription={product.shortDescription}
            facts={product.facts}
          />
          {product.medicine && <MedicineInformation medicine={product.medicine} storage={product.storage} />}
        </div>
        <ProductBanners banners={product.banners} />
      </div>
      <HydrateLater>
        {reviews && <ProductReviews sku={product.sku} initial={reviews} />}
        <ProductSection
          id="related-products"
          title={t('Related products')}
          products={product.related}
          eagerCount={0}
          list="related"
          isBelowFold
        />
      </HydrateLater>
    </>
  );
}
