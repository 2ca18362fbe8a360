import type { Db } from '@apteek/db';
import { DEFAULT_STORE_CODE, type IsoDate, type StoreCode } from '@apteek/domain';
import { findActiveCampaigns, type CampaignRow } from './campaign-queries.ts';
import { campaignUrlPath, parseCampaignUrl } from './campaign-url.ts';

export type ActiveCampaign = CampaignRow & { urlPath: string };

export interface ActiveCampaignQuery {
  /** The store asked for explicitly; otherwise the urlPath's store prefix, otherwise ee. */
  storeCode?: StoreCode;
  today: IsoDate;
  /** Only the campaign whose page this is, e.g. '/fi/kampaania/talven-hyvinvointi'. */
  urlPath?: string;
}

/**
 * Campaigns running today, by position. With a urlPath the list holds the matching campaign or
 * nothing; that a URL lookup counts only when exactly one comes back is left to the caller.
 */
export async function activeCampaigns(db: Db, query: ActiveCampaignQuery): Promise<ActiveCampaign[]> {
  const url = query.urlPath === undefined ? null : parseCampaignUrl(query.urlPath);
  if (url && url.urlKey === null) return [];
  const storeCode = query.storeCode ?? url?.storeCode ?? DEFAULT_STORE_CODE;
  const rows = await findActiveCampaigns(db, {
    storeCode,
    today: query.today,
    urlKey: url?.urlKey ?? undefined,
  });
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.title,
    description: row.description,
    urlKey: row.urlKey,
    urlPath: campaignUrlPath(row.urlKey),
    from: row.from,
    to: row.to,
    color: row.color,
    productCount: row.productCount,
  }));
}
