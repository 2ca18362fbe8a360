import {
  centsToDecimal,
  RATING_MAX,
  storePath,
  type ProductPageData,
  type RatingSummary,
  type StockStatus,
  type StoreCode,
} from '@apteek/domain';

const AVAILABILITY: Record<StockStatus, string> = {
  ok: 'https://schema.org/InStock',
  volatile: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/**
 * schema.org Product with its Offer; a configurable product offers the child the page opens with.
 * `aggregateRating` only when approved reviews exist.
 */
export function productJsonLd(
  product: ProductPageData,
  origin: string,
  storeCode: StoreCode,
  rating: RatingSummary | null = null,
) {
  const { type } = product;
  const variant =
    type.kind === 'configurable'
      ? type.variants.find((candidate) => candidate.sku === type.selectedSku)
      : undefined;
  const price = variant?.prices ?? product.price;
  const url = `${origin}${storePath(storeCode, product.paths[storeCode])}`;
  const image = (variant?.media ?? product.media)[0]?.imageUrl;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: variant?.sku ?? product.sku,
    description: product.shortDescription || product.description,
    ...(image ? { image: `${origin}${image}` } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: RATING_MAX,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: centsToDecimal(price.final),
      priceCurrency: price.currency,
      availability: AVAILABILITY[variant?.stockStatus ?? product.stock.status],
    },
  };
}
