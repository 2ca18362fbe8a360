import { eq } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import type { StoreCode } from '@apteek/domain';
import { memoize } from '../../lib/memoize.ts';
import { loadTaxRates, type TaxRates } from '../pricing/index.ts';

// Attributes and tax rates change only when the catalogue is loaded; a short
// time-to-live keeps every instance within a minute of a reload without any messaging.
const TTL_MS = 60_000;

export interface AttributeMeta {
  id: number;
  code: string;
  input: string;
  /** Shown side by side on the compare page. */
  isComparable: boolean;
  position: number;
  labels: Partial<Record<StoreCode, string>>;
  options: Map<string, number>;
  optionLabels: Map<number, { code: string; labels: Partial<Record<StoreCode, string>> }>;
}

export interface CatalogMetadata {
  attributes: Map<string, AttributeMeta>;
  rates: TaxRates;
  textConfigs: Record<StoreCode, string>;
}

export function metadataCache(db: Db, textConfigs: () => Promise<Record<StoreCode, string>>) {
  const cache = memoize<CatalogMetadata>({ ttlMs: TTL_MS });
  return (): Promise<CatalogMetadata> => cache('metadata', () => loadMetadata(db, textConfigs));
}

async function loadMetadata(
  db: Db,
  textConfigs: () => Promise<Record<StoreCode, string>>,
): Promise<CatalogMetadata> {
  const s = schema;
  const [attributes, labels, options, rates, configs] = await Promise.all([
    db.select().from(s.attribute),
    db.select().from(s.attributeLabel),
    db
      .select({
        o: s.attributeOption,
        storeCode: s.attributeOptionLabel.storeCode,
        label: s.attributeOptionLabel.label,
      })
      .from(s.attributeOption)
      .innerJoin(s.attributeOptionLabel, eq(s.attributeOptionLabel.optionId, s.attributeOption.id)),
    loadTaxRates(db),
    textConfigs(),
  ]);
  const byCode = new Map<string, AttributeMeta>();
  for (const a of attributes) {
    const own = Object.fromEntries(
      labels.filter((l) => l.attributeId === a.id).map((l) => [l.storeCode, l.label]),
    );
    byCode.set(a.code, {
      id: a.id,
      code: a.code,
      input: a.frontendInput,
      isComparable: a.isComparable,
      position: a.position,
      labels: own,
      options: new Map(),
      optionLabels: new Map(),
    });
  }
  const byId = new Map([...byCode.values()].map((a) => [a.id, a]));
  for (const { o, storeCode, label } of options) {
    const attribute = byId.get(o.attributeId);
    if (!attribute) continue;
    attribute.options.set(o.code, o.id);
    const entry = attribute.optionLabels.get(o.id) ?? { code: o.code, labels: {} };
    entry.labels[storeCode as StoreCode] = label;
    attribute.optionLabels.set(o.id, entry);
  }
  return { attributes: byCode, rates, textConfigs: configs };
}
