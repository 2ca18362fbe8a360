/**
 * The pharmacy's loyalty card: a logged-in customer joins (a digital card is issued), registers a
 * plastic card, or leaves. The data-rights module exports and erases the cards through this face.
 */
export { loyaltyRoutes } from './loyalty-routes.ts';
export { loyaltyPaths } from './loyalty-openapi.ts';
export { eraseLoyaltyCards, loyaltyCardsOf } from './loyalty-service.ts';
