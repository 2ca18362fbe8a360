// The pharmacy's loyalty card on the account page: joining, the barcode for the till, a plastic card added, leaving.
// Other features, routes and the root use this feature only through what this face hands on.
export { LoyaltyCardSection } from './LoyaltyCardSection.tsx';
