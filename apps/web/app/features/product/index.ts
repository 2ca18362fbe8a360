// The product page.
// Other features, routes and the root use this feature only through what this face hands on.
export { Breadcrumbs } from './Breadcrumbs.tsx';
export { productJsonLd } from './product-json-ld.ts';
export { ProductPage } from './ProductPage.tsx';
