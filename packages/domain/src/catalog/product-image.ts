/** The product image sizes the platform serves: gallery, product thumbnail (cards), cart thumbnail. */
export type ProductImageSize = '600x744' | '310x300' | '150x150';

/** What a product without an image shows. */
export const PLACEHOLDER_IMAGE = '/media/placeholder.svg';

/** Where the image proxy answers: `{PROXY}{file}/image?size=…`. */
const PROXY = '/api/catalog/product/';

/**
 * A product image through the image proxy, which answers a raster rendition of the
 * size asked for. Pages show product images this way, never the source file: a source may be an SVG,
 * and each SVG `<img>` is a document of its own that the browser builds on the page's main thread
 * (ten of them on the home page were a third of its blocking time).
 * `image` is the catalogue's media path: '/media/product/{file}', 'product/{file}' or '{file}'.
 */
export function productImageUrl(image: string | null, size: ProductImageSize): string {
  if (!image) return PLACEHOLDER_IMAGE;
  const file = image.replace(/^\/?(?:media\/)?product\//, '');
  return `${PROXY}${encodeURIComponent(file)}/image?size=${size}`;
}

/**
 * The same picture at another size: a card's 310x300 picture becomes the 150x150 cart thumbnail
 * when the card puts its product in the cart. The placeholder stays as it is.
 */
export function resizedProductImage(url: string, size: ProductImageSize): string {
  return url.startsWith(PROXY) ? url.replace(/size=\d+x\d+$/, `size=${size}`) : url;
}
