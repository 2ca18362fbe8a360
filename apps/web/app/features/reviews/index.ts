// Product reviews, the review form, rating stars and the customer's own reviews for the account page.
// Other features, routes and the root use this feature only through what this face hands on.
export { MyReviews } from './MyReviews.tsx';
export { ProductReviews } from './ProductReviews.tsx';
export { RatingStars } from './RatingStars.tsx';
