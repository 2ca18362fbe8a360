export { CampaignCard } from './CampaignCard.tsx';
export { CampaignPeriod } from './CampaignPeriod.tsx';
