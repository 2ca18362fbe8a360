export { GroupDiscounts } from './GroupDiscounts.tsx';
export { ProductPrice, RegularPrice } from './ProductPrice.tsx';
export { useGroupDiscounts } from './use-group-discounts.ts';
