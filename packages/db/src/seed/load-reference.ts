import {
  customerGroup,
  customOption,
  customOptionTitle,
  taxClass,
  taxRate,
  taxRule,
  taxRuleRate,
} from '../schema/index.ts';
import type { Db } from '../database.ts';
import { excludedColumns } from './bulk.ts';
import { perStore } from './localized.ts';
import type { Localized, TaxClassCode } from './source-types.ts';

/** VAT late 2026: medicines 9 % EE / 13.5 % FI; food 24 % EE / 13.5 % FI; other 24 % / 25.5 %. */
const RATES: Record<TaxClassCode, { EE: string; FI: string }> = {
  medicine: { EE: '9', FI: '13.5' },
  food: { EE: '24', FI: '13.5' },
  standard: { EE: '24', FI: '25.5' },
};

const CUSTOMER_GROUPS = [
  { id: 0, code: 'NOT LOGGED IN' },
  { id: 1, code: 'general' },
  { id: 2, code: 'wholesale' },
  { id: 3, code: 'retailer' },
] as const;

const CUSTOM_OPTIONS: { id: number; code: string; type: 'drop_down' | 'field'; title: Localized }[] = [
  {
    id: 10000,
    code: 'ReasonForUse',
    type: 'drop_down',
    title: { et: 'Kasutamise põhjus', fi: 'Käyttötarkoitus', en: 'Reason for use', ru: 'Причина применения' },
  },
  {
    id: 10001,
    code: 'PatientAge',
    type: 'drop_down',
    title: { et: 'Patsiendi vanus', fi: 'Potilaan ikä', en: 'Patient age', ru: 'Возраст пациента' },
  },
  {
    id: 10100,
    code: 'PrescriptionNumber',
    type: 'field',
    title: { et: 'Retsepti number', fi: 'Reseptin numero', en: 'Prescription number', ru: 'Номер рецепта' },
  },
  {
    id: 10101,
    code: 'PatientCode',
    type: 'field',
    title: {
      et: 'Patsiendi isikukood',
      fi: 'Potilaan henkilötunnus',
      en: 'Patient code',
      ru: 'Личный код пациента',
    },
  },
];

export interface ReferenceIds {
  taxClassIds: Record<TaxClassCode, number>;
  customerGroupIds: Record<string, number>;
}

export async function loadReference(db: Db): Promise<ReferenceIds> {
  const productClasses = (Object.keys(RATES) as TaxClassCode[]).map((code) => ({
    code,
    kind: 'product' as const,
  }));
  const classes = await db
    .insert(taxClass)
    .values([...productClasses, { code: 'retail_customer', kind: 'customer' }])
    .onConflictDoUpdate({ target: taxClass.code, set: excludedColumns(taxClass, ['id', 'code']) })
    .returning();
  const classId = (code: string) => classes.find((row) => row.code === code)!.id;
  const customerClassId = classId('retail_customer');

  await db
    .insert(customerGroup)
    .values(CUSTOMER_GROUPS.map((group) => ({ ...group, taxClassId: customerClassId })))
    .onConflictDoUpdate({ target: customerGroup.id, set: excludedColumns(customerGroup, ['id']) });

  for (const [code, rates] of Object.entries(RATES) as [TaxClassCode, { EE: string; FI: string }][]) {
    await upsertTaxRule(db, code, classId(code), customerClassId, rates);
  }
  await loadCustomOptions(db);

  const taxClassIds = Object.fromEntries(productClasses.map(({ code }) => [code, classId(code)]));
  const customerGroupIds = Object.fromEntries(CUSTOMER_GROUPS.map((group) => [group.code, group.id]));
  return { taxClassIds: taxClassIds as Record<TaxClassCode, number>, customerGroupIds };
}

async function upsertTaxRule(
  db: Db,
  code: TaxClassCode,
  productClassId: number,
  customerClassId: number,
  rates: { EE: string; FI: string },
) {
  const rateRows = await db
    .insert(taxRate)
    .values(
      (['EE', 'FI'] as const).map((country) => ({
        code: `${country}-${code}`,
        taxCountryId: country,
        rate: rates[country],
      })),
    )
    .onConflictDoUpdate({ target: taxRate.code, set: excludedColumns(taxRate, ['id', 'code']) })
    .returning({ id: taxRate.id });
  const [rule] = await db
    .insert(taxRule)
    .values({
      code: `vat-${code}`,
      productTaxClassIds: [productClassId],
      customerTaxClassIds: [customerClassId],
    })
    .onConflictDoUpdate({ target: taxRule.code, set: excludedColumns(taxRule, ['id', 'code']) })
    .returning({ id: taxRule.id });
  await db
    .insert(taxRuleRate)
    .values(rateRows.map((rate) => ({ taxRuleId: rule!.id, taxRateId: rate.id })))
    .onConflictDoNothing();
}

async function loadCustomOptions(db: Db) {
  await db
    .insert(customOption)
    .values(CUSTOM_OPTIONS.map(({ id, code, type }) => ({ id, code, type })))
    .onConflictDoUpdate({ target: customOption.id, set: excludedColumns(customOption, ['id']) });
  await db
    .insert(customOptionTitle)
    .values(
      CUSTOM_OPTIONS.flatMap((option) =>
        perStore(option.title, (title, storeCode) => ({ optionId: option.id, storeCode, title })),
      ),
    )
    .onConflictDoUpdate({
      target: [customOptionTitle.optionId, customOptionTitle.storeCode],
      set: excludedColumns(customOptionTitle, ['optionId', 'storeCode']),
    });
}
