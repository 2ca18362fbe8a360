import * as z from 'zod/mini';
import { EurosAsCentsSchema } from '../pricing/money-schemas.ts';
import { isWallTime, type OpeningTimes, type WallTime } from '../store/opening-hours.ts';
import { isCalendarDate } from '../store/opening-times-reader.ts';

/**
 * The shapes the storefront and the server exchange for prescriptions: the list, the offer for one
 * prescription, the compensation of the cart's prescription lines and the pharmacy's opening times.
 * The server writes `z.input` of these (amounts in euros with two decimals, as the API shows money);
 * the browser parses answers with the schemas and holds `z.output` (amounts as integer Cents).
 * Every call answers `{ code: 200, resultCode, result }`: resultCode 200 with the result, or the
 * prescription service's code (202 not composed yet, 404 none) with a null result.
 */

const PositiveInt = z.number().check(z.int(), z.positive());

/** One prescription as the storefront lists it; `patientAge` for the age checks of the offer. */
export const ListedPrescriptionSchema = z.object({
  number: z.string(),
  patientCode: z.string(),
  type: z.enum(['active-substance', 'product-name']),
  title: z.string(),
  dosage: z.string(),
  doctor: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
  /** Packs the prescription allows. */
  qty: PositiveInt,
  patientAge: z._default(z.nullable(z.number()), null),
});
export type ListedPrescription = z.output<typeof ListedPrescriptionSchema>;

/** GET /api/prescription/list: the patient's prescriptions; null until composed or when none is known. */
export const PrescriptionListAnswerSchema = z.nullable(
  z.object({
    patientCode: z.string(),
    prescriptionsFound: z.boolean(),
    prescriptions: z.array(ListedPrescriptionSchema),
  }),
);
export type PrescriptionListAnswer = z.input<typeof PrescriptionListAnswerSchema>;
export type PrescriptionList = NonNullable<z.output<typeof PrescriptionListAnswerSchema>>;

/** One medicine offered for a prescription, its price with VAT. */
export const OfferedMedicineSchema = z.object({
  sku: z.string(),
  name: z.string(),
  price: EurosAsCentsSchema,
  /** The first offer of the list; choosing another one warns. */
  isCheapest: z.boolean(),
  /** A medicine unsuitable for the patient's age is refused. */
  isSuitableForAge: z.boolean(),
});
export type OfferedMedicine = z.output<typeof OfferedMedicineSchema>;

const PrescriptionOfferSchema = z.object({
  prescriptionNumber: z.string(),
  patientCode: z.string(),
  qty: PositiveInt,
  result: z.enum(['Success', 'NoSuitableMedicine']),
  /** The status message the storefront shows for `result`: empty on Success. */
  status: z.optional(z.string()),
  offers: z.array(OfferedMedicineSchema),
});
/** The pharmacist's offer for one prescription. */
export type PrescriptionOffer = z.output<typeof PrescriptionOfferSchema>;

/** GET /api/prescription/products: the offer; null until composed or when the service knows none. */
export const PrescriptionOfferAnswerSchema = z.nullable(PrescriptionOfferSchema);
export type PrescriptionOfferAnswer = z.input<typeof PrescriptionOfferAnswerSchema>;

/** What the fund pays for one prescription line (the state compensation, Estonia only). */
export const CompensationLineSchema = z.object({
  prescriptionNumber: z.string(),
  medicalInsuranceDiscountAmount: EurosAsCentsSchema,
  medicalInsuranceDiscountPercent: z.number(),
  additionalSubsidyAmount: EurosAsCentsSchema,
  additionalSubsidyPercent: z.number(),
});

/**
 * GET /api/prescription/compensation: the lines' compensation, when it was checked (epoch ms) and
 * the hash of the cart's prescription items it was checked for; null until composed.
 */
export const CompensationSchema = z.object({
  lines: z.array(CompensationLineSchema),
  checkedAt: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  itemsHash: z.optional(z.nullable(z.string())),
});
export type Compensation = z.output<typeof CompensationSchema>;
export const CompensationAnswerSchema = z.nullable(CompensationSchema);
export type CompensationAnswer = z.input<typeof CompensationAnswerSchema>;

/** POST …/init: true when the service started composing; null with the service's other resultCode. */
export const InitAnswerSchema = z.nullable(z.literal(true));

/**
 * What a prescription call answers inside `{ code: 200, … }`: the result with resultCode 200, or
 * the service's code (202 not composed yet, 404 none) with null.
 */
export type ServiceOutcome<T> = { resultCode: 200; result: T } | { resultCode: 202 | 404; result: null };

const WallTimeSchema = z.custom<WallTime>(
  (value) => typeof value === 'string' && isWallTime(value),
  'A time is HH:MM, from 00:00 to 24:00.',
);
const DaySchema = z.number().check(z.int(), z.gte(0), z.lte(6));
const DaysSchema = z.array(DaySchema).check(
  z.maxLength(7),
  z.refine((days) => new Set(days).size === days.length, 'A day is listed twice.'),
);
const PeriodSchema = z
  .object({ start: WallTimeSchema, end: WallTimeSchema })
  .check(z.refine(({ start, end }) => start < end, 'The pharmacy closes after it opens.'));
const MinutesSchema = z.number().check(z.int(), z.gte(0), z.lte(24 * 60));

const HolidaySchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/), z.refine(isCalendarDate, 'Not a date.'));

/**
 * The pharmacy's opening times as GET /api/prescription/opening-times and the staff's
 * GET /api/staff/opening-times answer them and PUT /api/staff/opening-times takes them: valid
 * days, times within the day, closing after opening, the last warning not before the first.
 */
export const OpeningTimesSchema = z
  .object({
    allowedDays: DaysSchema,
    weekendDays: DaysSchema,
    holidayDates: z.array(HolidaySchema).check(z.maxLength(400)),
    workdays: PeriodSchema,
    weekends: PeriodSchema,
    blockNewCustomersBeforeClosingMinutes: MinutesSchema,
    preWarnBeforeClosingMinutes: MinutesSchema,
    lastWarnBeforeClosingMinutes: MinutesSchema,
  })
  .check(
    z.refine((times) => times.lastWarnBeforeClosingMinutes <= times.preWarnBeforeClosingMinutes, {
      message: 'The last warning comes after the first.',
      path: ['lastWarnBeforeClosingMinutes'],
    }),
  );

/**
 * What the schema reads is the rules' OpeningTimes (a time that is no HH:MM never gets through).
 * The browser reads them with readOpeningTimes (store/opening-times-reader.ts), the same checks
 * without the schema library.
 */
export function parseOpeningTimes(input: unknown): OpeningTimes {
  return OpeningTimesSchema.parse(input);
}
