/** The platform's product types. */
export const PRODUCT_TYPE_IDS = [
  'simple',
  'virtual',
  'configurable',
  'grouped',
  'bundle',
  'downloadable',
] as const;
export type ProductTypeId = (typeof PRODUCT_TYPE_IDS)[number];

/** Pharmacy product type codes: Nonmed 100, OTC 200, Prescription 300. */
export const PHARMACY_TYPE_CODES = { nonmed: 100, otc: 200, prescription: 300 } as const;
export type PharmacyTypeCode = (typeof PHARMACY_TYPE_CODES)[keyof typeof PHARMACY_TYPE_CODES];

/** Storage requirement codes: Cold = HKYLM, Dry = KUIVAS. */
export const STORAGE_CODES = { cold: 'HKYLM', dry: 'KUIVAS' } as const;
export type StorageCode = (typeof STORAGE_CODES)[keyof typeof STORAGE_CODES];

/** Stock status values. */
export const STOCK_STATUSES = ['ok', 'volatile', 'out_of_stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Visibility: 1 not visible individually, 2 catalogue, 3 search, 4 catalogue and search. */
export type Visibility = 1 | 2 | 3 | 4;

/** Fixed custom option ids. */
export const CUSTOM_OPTION_IDS = {
  ReasonForUse: 10000,
  PatientAge: 10001,
  PrescriptionNumber: 10100,
  PatientCode: 10101,
} as const;
export type CustomOptionCode = keyof typeof CUSTOM_OPTION_IDS;

/** Root category id; categories below it are never loaded by id. */
export const ROOT_CATEGORY_ID = 2;

/** Attribute codes used as filters or data, plus the configurable variant axes. */
export const ATTRIBUTE_CODES = [
  'Atc',
  'Type',
  'ProductTypeFilter',
  'Unit',
  'MethodOfUse',
  'MethodOfMedicine',
  'Brand',
  'PatientAge',
  'ReasonForUse',
  'CustomerInfoUrl',
  'Usage',
  'Substance',
  'Tag',
  'Manufacturer',
  'Amount',
  'Campaign',
  'StorageRequirement',
  'ReferencePrice',
  'MedicalInsurancePrice50',
  'MedicalInsurancePrice75',
  'MedicalInsurancePrice90',
  'MedicalInsurancePrice100',
  'StandardUnitPrice',
  'Size',
  'Flavour',
  'PackSize',
] as const;
export type AttributeCode = (typeof ATTRIBUTE_CODES)[number];
