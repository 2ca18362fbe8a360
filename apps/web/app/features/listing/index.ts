export { Breadcrumbs } from './Breadcrumbs.tsx';
export { EmptyNotice } from './EmptyNotice.tsx';
export { ListingView } from './ListingView.tsx';
export { SubcategoryLinks } from './SubcategoryLinks.tsx';
export { TermSearchForm } from './TermSearchForm.tsx';
