// Product reviews, the review form and rating stars.
// Other features, routes and the root use this feature only through what this face hands on.
export { ProductReviews } from './ProductReviews.tsx';
export { RatingStars } from './RatingStars.tsx';
