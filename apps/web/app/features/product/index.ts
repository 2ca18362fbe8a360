export { Breadcrumbs } from './Breadcrumbs.tsx';
export { productJsonLd } from './product-json-ld.ts';
export { ProductPage } from './ProductPage.tsx';
