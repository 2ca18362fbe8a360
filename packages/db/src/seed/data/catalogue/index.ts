/**
 * The seed's own parts of the demo catalogue: attributes with their options, campaigns and cart
 * price rules. Its categories, products and stock are a feed (../demo-feed, demo-feed.ts).
 */
export { attributes } from './attributes.ts';
export { salesRules } from './sales-rules.ts';
export { campaigns } from './campaigns.ts';
