import { productRedirectPath, resolveStorePath, storePath } from '@apteek/domain';
import { data, redirect } from 'react-router';
import { ProductPage, productJsonLd } from '../features/product/index.ts';
import { originOf, pageMeta } from '../features/seo/index.ts';
import { storeViewOf } from '../shell/index.ts';
import type { Route } from './+types/product';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { storeCode } = storeViewOf(request);
  const childSku = 'childSku' in params ? params.childSku : undefined;
  const product = await context.storefront.productPage(storeCode, params.parentSku, childSku);
  if (!product) throw data(null, { status: 404 });
  const target = productRedirectPath(
    { sku: params.parentSku, slug: params.slug, childSku },
    {
      sku: product.sku,
      slug: product.slug,
      requestedChildSku: product.requestedChildSku,
      childSkus:
        product.type.kind === 'configurable' ? product.type.variants.map((variant) => variant.sku) : [],
    },
  );
  if (target !== null) {
    // A configurable child's own URL and a wrong slug answer 301, keeping the store prefix.
    const url = new URL(request.url);
    const { hasPrefix } = resolveStorePath(url.pathname);
    throw redirect(`${storePath(storeCode, target, { explicitDefault: hasPrefix })}${url.search}`, 301);
  }
  // Approved reviews only; the first page is in the HTML and their rating in the JSON-LD.
  const reviews = await context.storefront.productReviews(product.sku, 1);
  return { product, reviews, origin: originOf(request), storeCode };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product, reviews, origin, storeCode } = loaderData;
  return pageMeta({
    title: `${product.name} | Apteek`,
    description: product.shortDescription,
    origin,
    storeCode,
    alternates: product.paths,
    jsonLd: productJsonLd(product, origin, storeCode, reviews?.summary ?? null),
  });
}

export default function Product({ loaderData }: Route.ComponentProps) {
  return (
    <ProductPage key={loaderData.product.id} product={loaderData.product} reviews={loaderData.reviews} />
  );
}
