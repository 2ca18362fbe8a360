import { and, asc, count, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import type { IsoDate, StoreCode } from '@apteek/domain';

const { campaign, campaignText, campaignProduct, product } = schema;

export interface CampaignRow {
  id: number;
  code: string;
  title: string;
  description: string;
  urlKey: string;
  from: IsoDate | null;
  to: IsoDate | null;
  color: string;
  productCount: number;
}

export interface CampaignFilter {
  storeCode: StoreCode;
  today: IsoDate;
  urlKey?: string;
}

/** Campaigns running on `today` (either end may be open) with texts in the store's language. */
export async function findActiveCampaigns(db: Db, filter: CampaignFilter): Promise<CampaignRow[]> {
  // Counted like the campaign page lists them: enabled products visible in the catalogue.
  const listed = db
    .select({ campaignId: campaignProduct.campaignId, n: count().as('n') })
    .from(campaignProduct)
    .innerJoin(product, eq(product.id, campaignProduct.productId))
    .where(and(eq(product.status, 1), inArray(product.visibility, [2, 3, 4])))
    .groupBy(campaignProduct.campaignId)
    .as('listed');
  const rows = await db
    .select({
      id: campaign.id,
      code: campaign.code,
      title: campaignText.title,
      description: campaignText.description,
      urlKey: campaignText.urlKey,
      from: campaign.startsOn,
      to: campaign.endsOn,
      color: campaign.color,
      productCount: listed.n,
    })
    .from(campaign)
    .innerJoin(
      campaignText,
      and(eq(campaignText.campaignId, campaign.id), eq(campaignText.storeCode, filter.storeCode)),
    )
    .leftJoin(listed, eq(listed.campaignId, campaign.id))
    .where(
      and(
        eq(campaign.isActive, true),
        or(isNull(campaign.startsOn), lte(campaign.startsOn, filter.today)),
        or(isNull(campaign.endsOn), gte(campaign.endsOn, filter.today)),
        filter.urlKey === undefined ? undefined : eq(campaignText.urlKey, filter.urlKey),
      ),
    )
    .orderBy(asc(campaign.position), asc(campaign.id));
  return rows.map((row) => ({ ...row, productCount: Number(row.productCount ?? 0) }));
}
