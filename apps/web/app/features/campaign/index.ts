// Campaign cards and their periods.
// Other features, routes and the root use this feature only through what this face hands on.
export { CampaignCard } from './CampaignCard.tsx';
export { CampaignPeriod } from './CampaignPeriod.tsx';
