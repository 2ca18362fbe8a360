export { CheckoutLayer } from './CheckoutLayer.tsx';
export { CheckoutPage } from './CheckoutPage.tsx';
export { PaymentReturn } from './PaymentReturn.tsx';
