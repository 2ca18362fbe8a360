import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressLinesOf,
  EMPTY_CHECKOUT_FORM,
  PICKUP_LOCATION_ID,
  toPlaceOrderRequest,
  type CheckoutForm,
} from './checkout-form.ts';

const form: CheckoutForm = {
  personalDetails: {
    firstName: ' Mari ',
    lastName: 'Maasikas',
    emailAddress: 'mari@example.ee ',
    phoneNumber: '5123 4567',
    createAccount: false,
    password: 'ignored',
  },
  shippingDetails: {
    ...EMPTY_CHECKOUT_FORM.shippingDetails,
    streetAddress: 'Tartu mnt 10 ',
    city: 'Tallinn',
    state: 'Harju maakond',
    zipCode: '10117',
    parcelMachineId: '96142',
  },
  paymentDetails: {
    ...EMPTY_CHECKOUT_FORM.paymentDetails,
    paymentMethod: 'maksekeskus',
    paymentMethodAdditional: 'swedbank',
    companyInvoice: false,
    company: 'left over',
    taxId: 'left over',
  },
  termsAccepted: true,
};

type OrderChoices = Parameters<typeof toPlaceOrderRequest>[1];

/** The shopper's choices on the checkout page: a courier in Estonia paid by bank link unless told. */
const choices = (overrides: Partial<OrderChoices> = {}): OrderChoices => ({
  storeCode: 'ee',
  country: 'EE',
  shipping: { carrierCode: 'courier', methodCode: 'flatrate', type: 'Courier' },
  paymentMethod: 'maksekeskus',
  ...overrides,
});

/** The shipping the request sends for the form above and these choices. */
const shippingSent = (overrides: Partial<OrderChoices>) =>
  toPlaceOrderRequest(form, choices(overrides)).shipping;

describe('toPlaceOrderRequest', () => {
  it('sends a courier order with the address, the phone in E.164 and the bank', () => {
    const request = toPlaceOrderRequest(form, choices({ expectedGrandTotal: 12.5 }));
    expect(request).toEqual({
      storeCode: 'ee',
      personalDetails: {
        firstName: 'Mari',
        lastName: 'Maasikas',
        emailAddress: 'mari@example.ee',
        phoneNumber: '+37251234567',
      },
      shipping: {
        type: 'Courier',
        carrierCode: 'courier',
        methodCode: 'flatrate',
        address: {
          country: 'EE',
          streetAddress: 'Tartu mnt 10',
          city: 'Tallinn',
          state: 'Harju maakond',
          zipCode: '10117',
        },
      },
      payment: { method: 'maksekeskus', bank: 'swedbank' },
      termsAccepted: true,
      expectedGrandTotal: 12.5,
    });
  });

  it('sends only what the chosen delivery and payment need', () => {
    const request = toPlaceOrderRequest(
      {
        ...form,
        personalDetails: { ...form.personalDetails, createAccount: true, password: 'Pharmacy2026' },
        paymentDetails: {
          ...form.paymentDetails,
          companyInvoice: true,
          company: 'Apteek OÜ',
          taxId: 'EE100',
        },
      },
      choices({
        storeCode: 'fi',
        country: 'FI',
        shipping: { carrierCode: 'smartposti', methodCode: 'parcelmachine', type: 'ParcelMachine' },
        paymentMethod: 'cashondelivery',
      }),
    );
    expect(request.shipping).toEqual({
      type: 'ParcelMachine',
      carrierCode: 'smartposti',
      methodCode: 'parcelmachine',
      parcelMachineId: '96142',
    });
    expect(request.payment).toEqual({ method: 'cashondelivery', company: 'Apteek OÜ', taxId: 'EE100' });
    expect(request.personalDetails).toMatchObject({ createAccount: true, password: 'Pharmacy2026' });
    expect(request).not.toHaveProperty('expectedGrandTotal');
  });

  it('names the pharmacy for a pickup', () => {
    const shipping = shippingSent({
      storeCode: 'en',
      shipping: { carrierCode: 'pickup', methodCode: 'pharmacy', type: 'Pickup' },
      paymentMethod: 'cashondelivery',
    });
    expect(shipping).toEqual({
      type: 'Pickup',
      carrierCode: 'pickup',
      methodCode: 'pharmacy',
      pickupLocationId: PICKUP_LOCATION_ID,
    });
  });

  it('names no shipping method for a virtual cart', () => {
    expect(shippingSent({ shipping: null })).toEqual({ type: 'Pickup', carrierCode: '', methodCode: '' });
  });

  it('sends the recipient and a billing address of their own, phones in E.164 of their countries', () => {
    const request = toPlaceOrderRequest(
      {
        ...form,
        shippingDetails: {
          ...form.shippingDetails,
          country: 'FI',
          otherRecipient: true,
          firstName: ' Aino ',
          lastName: 'Virtanen',
          phoneNumber: '040 123 4567',
          state: 'Uusimaa',
          zipCode: '00100',
        },
        paymentDetails: {
          ...form.paymentDetails,
          billingAddress: true,
          firstName: 'Jaan',
          lastName: 'Tamm ',
          country: 'EE',
          streetAddress: ' Rüütli 1',
          apartmentNumber: '',
          city: 'Tartu',
          state: 'Tartu maakond',
          zipCode: '51007',
          phoneNumber: '',
        },
      },
      choices(),
    );
    expect(request.shipping).toEqual({
      type: 'Courier',
      carrierCode: 'courier',
      methodCode: 'flatrate',
      recipient: { firstName: 'Aino', lastName: 'Virtanen', phoneNumber: '+358401234567' },
      address: {
        country: 'FI',
        streetAddress: 'Tartu mnt 10',
        city: 'Tallinn',
        state: 'Uusimaa',
        zipCode: '00100',
      },
    });
    expect(request.payment.billingAddress).toEqual({
      firstName: 'Jaan',
      lastName: 'Tamm',
      country: 'EE',
      streetAddress: 'Rüütli 1',
      city: 'Tartu',
      state: 'Tartu maakond',
      zipCode: '51007',
    });
    // The buyer's own phone keeps the store's country.
    expect(request.personalDetails.phoneNumber).toBe('+37251234567');
  });

  it('sends no recipient or billing address while their boxes are unticked, whatever was typed', () => {
    const request = toPlaceOrderRequest(
      {
        ...form,
        shippingDetails: { ...form.shippingDetails, firstName: 'Left', lastName: 'Over' },
        paymentDetails: { ...form.paymentDetails, firstName: 'Left', streetAddress: 'Over 1' },
      },
      choices(),
    );
    expect(request.shipping).not.toHaveProperty('recipient');
    expect(request.payment).not.toHaveProperty('billingAddress');
  });
});

describe('addressLinesOf', () => {
  const line = fc.string({ maxLength: 20 }).map((text) => text.trim());
  const lines = fc.record({
    streetAddress: line,
    apartmentNumber: line,
    city: line,
    state: line,
    zipCode: line,
  });

  it('reads back the courier address lines a checkout form sent, as the form held them trimmed', () => {
    fc.assert(
      fc.property(lines, (typed) => {
        const sent = toPlaceOrderRequest(
          { ...form, shippingDetails: { ...form.shippingDetails, ...typed } },
          choices(),
        ).shipping;
        expect(addressLinesOf(sent.address)).toEqual(typed);
      }),
    );
  });

  it('reads back the billing address lines too, and an absent address as empty lines', () => {
    fc.assert(
      fc.property(lines, (typed) => {
        const request = toPlaceOrderRequest(
          {
            ...form,
            paymentDetails: { ...form.paymentDetails, billingAddress: true, country: 'FI', ...typed },
          },
          choices(),
        );
        expect(addressLinesOf(request.payment.billingAddress)).toEqual(typed);
      }),
    );
    expect(addressLinesOf(undefined)).toEqual({
      streetAddress: '',
      apartmentNumber: '',
      city: '',
      state: '',
      zipCode: '',
    });
  });
});
