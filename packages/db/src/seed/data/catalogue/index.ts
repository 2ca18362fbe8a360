import type { SeedCampaign, SeedProduct } from '../../source-types.ts';
import { campaigns } from './campaigns.ts';
import { bundleProducts, groupedProducts } from './composite-products.ts';
import { configurableProducts } from './configurable.ts';
import { devices } from './devices.ts';
import { faceAndBodyCare } from './face-body-care.ts';
import { firstAid } from './first-aid.ts';
import { hygiene } from './hygiene.ts';
import { motherBaby } from './mother-baby.ts';
import { otcColdFlu } from './otc-cold-flu.ts';
import { otcDigestion } from './otc-digestion.ts';
import { otcPainAllergy } from './otc-pain-allergy.ts';
import { otcSkinOther } from './otc-skin-other.ts';
import { prescriptionCardiometabolic } from './prescription-cardiometabolic.ts';
import { prescriptionOther } from './prescription-other.ts';
import { services } from './services.ts';
import { sunCare } from './sun-care.ts';
import { minerals } from './supplements-minerals.ts';
import { otherSupplements } from './supplements-other.ts';
import { vitamins } from './supplements.ts';

export { attributes } from './attributes.ts';
export { categories } from './categories.ts';
export { salesRules } from './sales-rules.ts';
export { campaigns };

function withCampaigns(list: SeedProduct[], active: SeedCampaign[]): SeedProduct[] {
  return list.map((product) => {
    const codes = active.filter((c) => c.skus.includes(product.sku)).map((c) => c.code);
    return codes.length ? { ...product, attributes: { ...product.attributes, Campaign: codes } } : product;
  });
}

export const products: SeedProduct[] = withCampaigns(
  [
    ...otcPainAllergy,
    ...otcColdFlu,
    ...otcDigestion,
    ...otcSkinOther,
    ...prescriptionCardiometabolic,
    ...prescriptionOther,
    ...vitamins,
    ...minerals,
    ...otherSupplements,
    ...sunCare,
    ...faceAndBodyCare,
    ...hygiene,
    ...motherBaby,
    ...devices,
    ...firstAid,
    ...configurableProducts,
    ...groupedProducts,
    ...bundleProducts,
    ...services,
  ],
  campaigns,
);
