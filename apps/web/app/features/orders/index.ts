// The customer's orders after checkout: the order page with its timeline, documents and "Buy again".
// Other features, routes and the root use this feature only through what this face hands on.
export { OrderPage } from './OrderPage.tsx';
export { OrderLookupPage } from './OrderLookupPage.tsx';
