import type { Localized, SeedAttributeValues, SeedImage, SeedProduct } from '../../source-types.ts';
import { BRANDS, type BrandCode } from './brands.ts';
import { buildLine, capitalize, L, mapL, round2, type PackKind, type PackSpec } from './helpers.ts';
import type { ReasonCode } from './reasons.ts';
import { atcOf, SUBSTANCES, type SubstanceCode } from './substances.ts';
import { FORMS, usageOfRoute, type AgeCode, type FormCode } from './vocabulary.ts';

export const OTC_NOTE = L(
  'Enne kasutamist lugege pakendi infolehte ja pidage nõu apteekriga, kui sümptomid ei leevendu.',
  'Lue pakkausseloste ennen käyttöä ja käänny farmaseutin puoleen, jos oireet eivät helpota.',
  'Read the package leaflet before use and ask a pharmacist if symptoms do not ease.',
  'Перед применением прочитайте листок-вкладыш и обратитесь к фармацевту, если симптомы не проходят.',
);

export const RX_NOTE = L(
  'Retseptiravim, mida väljastatakse ainult kehtiva digiretsepti alusel. Kasutage täpselt arsti määratud annuses ja lugege pakendi infolehte.',
  'Reseptilääke, joka toimitetaan vain voimassa olevalla sähköisellä reseptillä. Käytä lääkettä lääkärin ohjeen mukaan ja lue pakkausseloste.',
  'Prescription medicine, dispensed only against a valid digital prescription. Take it exactly as your doctor prescribed and read the package leaflet.',
  'Рецептурное лекарство, отпускается только по действующему электронному рецепту. Применяйте строго по назначению врача и прочитайте листок-вкладыш.',
);

export const PRESCRIPTION_FEE = 3.5;

export function reimbursement(price: number, reference: number): SeedAttributeValues {
  const pay = (rate: number): number => {
    if (price <= PRESCRIPTION_FEE) return price;
    const base = Math.max(Math.min(price, reference), PRESCRIPTION_FEE);
    const excess = Math.max(0, price - Math.max(reference, PRESCRIPTION_FEE));
    return round2(PRESCRIPTION_FEE + (base - PRESCRIPTION_FEE) * (1 - rate) + excess);
  };
  return {
    ReferencePrice: reference,
    MedicalInsurancePrice50: pay(0.5),
    MedicalInsurancePrice75: pay(0.75),
    MedicalInsurancePrice90: pay(0.9),
    MedicalInsurancePrice100: pay(1),
  };
}

export interface MedicinePack extends PackSpec {
  ref?: number;
}

export interface MedicineSpec {
  prefix: string;
  sub: SubstanceCode | SubstanceCode[];
  strength?: Localized;
  form: FormCode;
  formName?: Localized;
  name?: Localized;
  atc?: string;
  pack: PackKind;
  brand: BrandCode;
  categories: string[];
  reasons: ReasonCode[];
  ages: AgeCode[];
  short: Localized;
  how?: Localized;
  storage?: 'HKYLM' | 'KUIVAS';
  tags?: string[];
  shape?: SeedImage['shape'];
  rx?: boolean;
  attributes?: SeedAttributeValues;
  packs: MedicinePack[];
  /** Packs one order may hold; absent, the store default. */
  maxSaleQty?: number;
  /** Narcotic or psychotropic: shown in the catalogue, never sold online. */
  controlled?: boolean;
}

/** Where the seed's patient information leaflets are served (drawn into the media folder by the seed). */
export const LEAFLET_PATH = '/media/leaflets/';

export function medicine(spec: MedicineSpec): SeedProduct[] {
  const subs = Array.isArray(spec.sub) ? spec.sub : [spec.sub];
  const first = subs[0] as SubstanceCode;
  const form = FORMS[spec.form];
  const substanceName = mapL((lang) => subs.map((s) => SUBSTANCES[s].name[lang]).join(' + '));
  const baseName =
    spec.name ??
    mapL((lang) =>
      [capitalize(substanceName[lang]), spec.strength?.[lang], (spec.formName ?? form.inName)[lang]]
        .filter(Boolean)
        .join(' '),
    );
  const brand = BRANDS[spec.brand];
  const products = buildLine({
    prefix: spec.prefix,
    typeCode: spec.rx ? 300 : 200,
    group: spec.rx ? 'prescription' : 'otc',
    taxClass: 'medicine',
    brand: spec.brand,
    manufacturer: brand.manufacturer,
    categories: spec.categories,
    name: baseName,
    pack: spec.pack,
    short: spec.short,
    how: spec.how,
    note: spec.rx ? RX_NOTE : OTC_NOTE,
    image: { shape: spec.shape ?? form.shape, color: brand.color },
    storage: spec.storage,
    reasons: spec.reasons,
    ages: spec.ages,
    tags: spec.tags,
    attributes: {
      Atc: spec.atc ?? atcOf(first),
      Substance: subs,
      MethodOfMedicine: spec.form,
      MethodOfUse: form.route,
      Usage: usageOfRoute(form.route),
      CustomerInfoUrl: `${LEAFLET_PATH}${spec.prefix.toLowerCase()}.pdf`,
      ...spec.attributes,
    },
    packs: spec.packs,
    ...(spec.maxSaleQty ? { maxSaleQty: spec.maxSaleQty } : {}),
    packAttributes: (pack) => {
      const ref = (pack as MedicinePack).ref;
      return spec.rx ? reimbursement(pack.price, ref ?? pack.price) : {};
    },
  });
  // Prescriptions name a strength; offers match it as text (packages/domain prescription).
  return products.map((product) => ({
    ...product,
    ...(spec.strength ? { strength: spec.strength.en } : {}),
    ...(spec.controlled ? { isControlled: true } : {}),
  }));
}
