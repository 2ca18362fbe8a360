// Prices as a shopper sees them: customer-group discounts and the product price.
// Other features, routes and the root use this feature only through what this face hands on.
export { GroupDiscounts } from './GroupDiscounts.tsx';
export { ProductPrice, RegularPrice } from './ProductPrice.tsx';
export { useGroupDiscounts, useGroupPrices, type GroupPrices } from './use-group-discounts.ts';
