import { describe, expect, it } from 'vitest';
import { ChatAnswerSchema } from '../chat/chat-api.ts';
import { StaffChatSchema, SuitableProductsSchema } from '../staff/staff-api.ts';
import { defaultOpeningTimes } from '../store/opening-hours.ts';
import {
  CompensationAnswerSchema,
  OpeningTimesSchema,
  PrescriptionListAnswerSchema,
  PrescriptionOfferAnswerSchema,
} from './prescription-api.ts';

describe('the contracts between server and browser', () => {
  it('read an offer’s euro prices as integer cents', () => {
    const offer = PrescriptionOfferAnswerSchema.parse({
      prescriptionNumber: 'EE-1',
      patientCode: '40504040001',
      qty: 2,
      result: 'Success',
      offers: [{ sku: 'A', name: 'A', price: 4.35, isCheapest: true, isSuitableForAge: true }],
    });
    expect(offer?.offers[0]?.price).toBe(435);
    expect(PrescriptionOfferAnswerSchema.parse(null)).toBeNull();
  });

  it('fill a listed prescription’s unknown age with null', () => {
    const list = PrescriptionListAnswerSchema.parse({
      patientCode: 'p',
      prescriptionsFound: true,
      prescriptions: [
        {
          number: 'EE-1',
          patientCode: 'p',
          type: 'product-name',
          title: 'T',
          dosage: 'd',
          doctor: 'Dr',
          issuedAt: '2026-01-01',
          validUntil: '2026-06-01',
          qty: 1,
        },
      ],
    });
    expect(list?.prescriptions[0]?.patientAge).toBeNull();
  });

  it('read the fund’s shares as cents', () => {
    const answer = CompensationAnswerSchema.parse({
      lines: [
        {
          prescriptionNumber: 'EE-1',
          medicalInsuranceDiscountAmount: 6.3,
          medicalInsuranceDiscountPercent: 75,
          additionalSubsidyAmount: 0.15,
          additionalSubsidyPercent: 0,
        },
      ],
      checkedAt: 1,
      itemsHash: 'h',
    });
    expect(answer?.lines[0]).toMatchObject({
      medicalInsuranceDiscountAmount: 630,
      additionalSubsidyAmount: 15,
    });
  });

  it('take the default opening times and refuse hours that close before they open', () => {
    const times = defaultOpeningTimes([2026]);
    expect(OpeningTimesSchema.parse(times)).toEqual(times);
    const backwards = { ...times, workdays: { start: '21:00', end: '09:00' } };
    expect(OpeningTimesSchema.safeParse(backwards).success).toBe(false);
    expect(OpeningTimesSchema.safeParse({ ...times, allowedDays: [1, 1] }).success).toBe(false);
    expect(OpeningTimesSchema.safeParse({ ...times, holidayDates: ['2026-02-30'] }).success).toBe(false);
  });

  it('read a chat’s product price and the staff chat list’s cart in cents', () => {
    const chat = ChatAnswerSchema.parse({
      chatId: 'c',
      status: 'active',
      messages: [
        {
          id: 1,
          author: 'pharmacist',
          kind: 'product',
          text: '',
          product: { sku: 'A', name: 'A', priceInclTax: 12.99, urlPath: null },
          at: '2026-01-01T10:00:00Z',
        },
      ],
    });
    expect(chat.messages[0]).toMatchObject({ product: { priceInclTax: 1299 }, prescriptionNumber: null });
    const listed = StaffChatSchema.parse({
      chatId: 'c',
      status: 'active',
      storeCode: 'ee',
      startedAt: 's',
      lastMessageAt: null,
      waiting: true,
      customer: { kind: 'guest' },
      lastMessage: null,
      cart: {
        lines: [{ sku: 'A', name: 'A', qty: 2, rowTotalInclTax: 25.98, prescription: false }],
        grandTotal: 28.97,
        totals: {
          shipping_method: 'courier_courier',
          total_segments: [
            { code: 'subtotal', title: 'Subtotal', value: 25.98 },
            { code: 'shipping', title: 'Shipping', value: 2.99 },
            { code: 'grand_total', title: 'Grand Total', value: 28.97 },
          ],
        },
      },
      offerRequests: [],
    });
    expect(listed.cart).toMatchObject({
      grandTotal: 2897,
      lines: [{ rowTotalInclTax: 2598 }],
      totals: { fund_amount: 0 },
    });
  });

  it('refuse an offer without the request it answers', () => {
    expect(SuitableProductsSchema.safeParse({ result: 'NoSuitableMedicine', offers: [] }).success).toBe(
      false,
    );
  });
});
