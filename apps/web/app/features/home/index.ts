export { CampaignProducts } from './CampaignProducts.tsx';
export { HOME_TEXTS } from './home-texts.ts';
export { MainBanners, SmallBanners } from './HomeBanners.tsx';
export { HomeHero } from './HomeHero.tsx';
