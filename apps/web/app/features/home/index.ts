// The home page: hero (with its head image), banners, campaign products and Instagram tiles.
// Other features, routes and the root use this feature only through what this face hands on.
export { CampaignProducts } from './CampaignProducts.tsx';
export { HOME_TEXTS } from './home-texts.ts';
export { MainBanners, SmallBanners } from './HomeBanners.tsx';
export { HomeHero } from './HomeHero.tsx';
export { InstagramTiles } from './InstagramTiles.tsx';
