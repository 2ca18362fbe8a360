// The checkout: its layer and page, shipping, payment, the order outbox and the payment return.
// Other features, routes and the root use this feature only through what this face hands on.
export { CheckoutLayer } from './CheckoutLayer.tsx';
export { CheckoutPage } from './CheckoutPage.tsx';
export { PaymentReturn } from './PaymentReturn.tsx';
