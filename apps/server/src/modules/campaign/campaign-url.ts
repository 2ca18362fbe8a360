import { resolveStorePath, type StoreCode } from '@apteek/domain';

/** Campaign detail pages live at /kampaania/{campaignSlug} in every store. */
export const CAMPAIGN_PATH_PREFIX = 'kampaania';

export interface CampaignUrl {
  /** Set when the path carried a store prefix such as '/fi'. */
  storeCode: StoreCode | null;
  /** The campaign slug, or null when the path is not a campaign detail page. */
  urlKey: string | null;
}

/** Reads '/fi/kampaania/talven-hyvinvointi', 'kampaania/talvine-tervis/' or a full URL's path. */
export function parseCampaignUrl(urlPath: string): CampaignUrl {
  const pathname = urlPath.split(/[?#]/)[0]!.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const resolved = resolveStorePath(pathname);
  const segments = resolved.path.split('/').filter(Boolean);
  const storeCode = resolved.hasPrefix ? resolved.storeView.storeCode : null;
  const [prefix, urlKey, ...rest] = segments;
  const isCampaignPage = prefix === CAMPAIGN_PATH_PREFIX && urlKey !== undefined && rest.length === 0;
  return { storeCode, urlKey: isCampaignPage ? safeDecode(urlKey) : null };
}

export function campaignUrlPath(urlKey: string): string {
  return `${CAMPAIGN_PATH_PREFIX}/${urlKey}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
