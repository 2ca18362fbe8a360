// Category and search listings: the view, filters, sorting and pagination.
// Other features, routes and the root use this feature only through what this face hands on.
export { Breadcrumbs } from './Breadcrumbs.tsx';
export { EmptyNotice } from './EmptyNotice.tsx';
export { ListingView } from './ListingView.tsx';
export { NoSearchResults } from './NoSearchResults.tsx';
export { SubcategoryLinks } from './SubcategoryLinks.tsx';
export { TermSearchForm } from './TermSearchForm.tsx';
