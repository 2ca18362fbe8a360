import { STORE_CODES, type CampaignSummary, type StoreCode } from '@apteek/domain';
import { activeCampaigns, type ActiveCampaign } from '../campaign/index.ts';
import type { StorefrontContext } from './context.ts';

function toSummary(campaign: ActiveCampaign): CampaignSummary {
  return {
    id: campaign.id,
    code: campaign.code,
    title: campaign.title,
    description: campaign.description,
    urlPath: `/${campaign.urlPath}`,
    from: campaign.from,
    to: campaign.to,
    color: campaign.color,
    productCount: campaign.productCount,
  };
}

/** Campaigns running today in the store's language, by position. */
export async function runningCampaigns({ catalog }: StorefrontContext, storeCode: StoreCode) {
  const campaigns = await activeCampaigns(catalog.db, { storeCode, today: catalog.today() });
  return campaigns.map(toSummary);
}

/** The running campaign whose page this is; a URL lookup counts only when exactly one comes back. */
export async function runningCampaignBySlug(
  { catalog }: StorefrontContext,
  storeCode: StoreCode,
  slug: string,
): Promise<CampaignSummary | null> {
  const found = await activeCampaigns(catalog.db, {
    storeCode,
    today: catalog.today(),
    urlPath: `/kampaania/${encodeURIComponent(slug)}`,
  });
  return found.length === 1 ? toSummary(found[0]!) : null;
}

/** The campaign's page in every store view (slugs differ per language). */
export async function campaignAlternates(
  context: StorefrontContext,
  campaignId: number,
): Promise<Partial<Record<StoreCode, string>>> {
  const perStore = await Promise.all(
    STORE_CODES.map(async (code) => {
      const own = (await runningCampaigns(context, code)).find((c) => c.id === campaignId);
      return own ? [[code, own.urlPath] as const] : [];
    }),
  );
  return Object.fromEntries(perStore.flat());
}
