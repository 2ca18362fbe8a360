export { ProductReviews } from './ProductReviews.tsx';
export { RatingStars } from './RatingStars.tsx';
