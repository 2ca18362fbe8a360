export { layoutKindOf } from './layout-kind.ts';
export { StatusPage } from './StatusPage.tsx';
export { StoreLayout } from './StoreLayout.tsx';
