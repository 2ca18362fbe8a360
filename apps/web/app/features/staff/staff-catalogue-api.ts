import {
  CreatedIntegrationKeySchema,
  ImportJobSchema,
  ImportJobSummariesSchema,
  IntegrationKeySchema,
  IntegrationKeysSchema,
  StaffProductPageSchema,
  StaffProductSchema,
  type CreatedIntegrationKey,
  type FeedKind,
  type ImportJob,
  type ImportJobSummary,
  type IntegrationKeyView,
  type IntegrationScope,
  type StaffProduct,
  type StaffProductPage,
} from '@apteek/domain';
import { callApi } from '../../api/client.ts';

/** The media type a feed file goes in: CSV for a stock file named .csv, JSON Lines otherwise. */
export function feedFileType(kind: FeedKind, fileName: string): string {
  return kind === 'stock' && /\.csv$/i.test(fileName) ? 'text/csv' : 'application/x-ndjson';
}

/** /staff/catalogue: feed files and their jobs, and the integrations' keys (administrators). */
export const staffCatalogueApi = {
  /** Uploads the file; answers its job as it starts (or the earlier job of the same file, `repeated`). */
  async upload(kind: FeedKind, file: File, options: { dryRun: boolean }): Promise<ImportJob> {
    const query = options.dryRun ? '?dryRun=true' : '';
    const answer = await callApi(`/api/staff/catalogue/feeds/${kind}${query}`, {
      method: 'POST',
      file: { data: file, type: feedFileType(kind, file.name) },
      result: ImportJobSchema,
    });
    return answer.result;
  },

  async job(id: string): Promise<ImportJob> {
    const answer = await callApi(`/api/staff/catalogue/jobs/${encodeURIComponent(id)}`, {
      result: ImportJobSchema,
    });
    return answer.result;
  },

  async recentJobs(): Promise<ImportJobSummary[]> {
    return (await callApi('/api/staff/catalogue/jobs', { result: ImportJobSummariesSchema })).result;
  },

  /** Products whose SKU or name in any language holds `term`, a page at a time. */
  async products(term: string, page: number): Promise<StaffProductPage> {
    const query = new URLSearchParams({ q: term, page: String(page) });
    return (await callApi(`/api/staff/catalogue/products?${query}`, { result: StaffProductPageSchema }))
      .result;
  },

  async product(sku: string): Promise<StaffProduct> {
    const answer = await callApi(`/api/staff/catalogue/products/${encodeURIComponent(sku)}`, {
      result: StaffProductSchema,
    });
    return answer.result;
  },

  /** Takes the product off sale or back, with the reason the audit log keeps. */
  async setSale(sku: string, onSale: boolean, reason: string): Promise<StaffProduct> {
    const answer = await callApi(`/api/staff/catalogue/products/${encodeURIComponent(sku)}/sale`, {
      method: 'POST',
      body: { onSale, reason },
      result: StaffProductSchema,
    });
    return answer.result;
  },

  async keys(): Promise<IntegrationKeyView[]> {
    return (await callApi('/api/staff/integrations', { result: IntegrationKeysSchema })).result;
  },

  /** The new key with the key itself, shown this once. */
  async createKey(name: string, scopes: IntegrationScope[]): Promise<CreatedIntegrationKey> {
    const answer = await callApi('/api/staff/integrations', {
      method: 'POST',
      body: { name, scopes },
      result: CreatedIntegrationKeySchema,
    });
    return answer.result;
  },

  async revokeKey(id: number): Promise<IntegrationKeyView> {
    const answer = await callApi(`/api/staff/integrations/${id}/revoke`, {
      method: 'POST',
      body: {},
      result: IntegrationKeySchema,
    });
    return answer.result;
  },
};
