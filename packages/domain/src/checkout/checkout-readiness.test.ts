import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingMethodsFor } from '../cart/shipping-methods.ts';
import { paymentMethodsFor } from '../cart/payment-methods.ts';
import { FORM_MESSAGES } from '../forms/form-rules.ts';
import { EMPTY_CHECKOUT_FORM, type CheckoutForm } from './checkout-form.ts';
import { CHECKOUT_MESSAGES, checkoutProblems, type CheckoutContext } from './checkout-readiness.ts';

function makeContext(
  cart: { cold?: boolean; virtual?: boolean; country?: 'EE' | 'FI' } = {},
): CheckoutContext {
  const country = cart.country ?? 'EE';
  return {
    country,
    itemCount: 2,
    shippingMethods: cart.virtual
      ? []
      : shippingMethodsFor({ country, hasColdStorageItems: cart.cold ?? false }),
    paymentMethods: paymentMethodsFor({ country, isVirtual: cart.virtual ?? false }).map((m) => m.code),
    banks: ['swedbank', 'seb', 'lhv'],
  };
}

function makeForm(
  patch: {
    personal?: Partial<CheckoutForm['personalDetails']>;
    shipping?: Partial<CheckoutForm['shippingDetails']>;
    payment?: Partial<CheckoutForm['paymentDetails']>;
    termsAccepted?: boolean;
  } = {},
): CheckoutForm {
  return {
    personalDetails: {
      ...EMPTY_CHECKOUT_FORM.personalDetails,
      firstName: 'Mari',
      lastName: 'Maasikas',
      emailAddress: 'mari@example.ee',
      phoneNumber: '+372 5123 4567',
      ...patch.personal,
    },
    shippingDetails: {
      ...EMPTY_CHECKOUT_FORM.shippingDetails,
      carrierCode: 'courier',
      methodCode: 'flatrate',
      streetAddress: 'Tartu mnt 10',
      city: 'Tallinn',
      state: 'Harju maakond',
      zipCode: '10117',
      ...patch.shipping,
    },
    paymentDetails: {
      ...EMPTY_CHECKOUT_FORM.paymentDetails,
      paymentMethod: 'maksekeskus',
      paymentMethodAdditional: 'swedbank',
      ...patch.payment,
    },
    termsAccepted: patch.termsAccepted ?? true,
  };
}

const fieldsOf = (form: CheckoutForm, context = makeContext()) =>
  Object.keys(checkoutProblems(form, context));

describe('checkout readiness', () => {
  it('is ready with items, personal details, a courier address, a bank and the terms', () => {
    expect(checkoutProblems(makeForm(), makeContext())).toEqual({});
  });

  it('needs items in the cart', () => {
    expect(checkoutProblems(makeForm(), { ...makeContext(), itemCount: 0 })).toEqual({
      items: { message: CHECKOUT_MESSAGES.noItems },
    });
  });

  it('asks for every personal detail', () => {
    const form = makeForm({ personal: { firstName: '', lastName: '', emailAddress: '', phoneNumber: '' } });
    expect(checkoutProblems(form, makeContext())).toEqual({
      firstName: { message: FORM_MESSAGES.required },
      lastName: { message: FORM_MESSAGES.required },
      emailAddress: { message: FORM_MESSAGES.required },
      phoneNumber: { message: FORM_MESSAGES.required },
    });
    expect(fieldsOf(makeForm({ personal: { emailAddress: 'mari@', phoneNumber: '12' } }))).toEqual([
      'emailAddress',
      'phoneNumber',
    ]);
  });

  it('asks a guest creating an account for a strong password', () => {
    const form = makeForm({ personal: { createAccount: true, password: 'short' } });
    expect(checkoutProblems(form, makeContext()).password?.message).toBe(FORM_MESSAGES.passwordTooShort);
    expect(fieldsOf(makeForm({ personal: { createAccount: true, password: 'Pharmacy2026' } }))).toEqual([]);
  });

  it('needs a parcel machine for parcel machine shipping', () => {
    const form = makeForm({
      shipping: { carrierCode: 'omniva', methodCode: 'parcelmachine', streetAddress: '' },
    });
    expect(checkoutProblems(form, makeContext())).toEqual({
      parcelMachineId: { message: 'Please select a parcel machine!' },
    });
    expect(
      fieldsOf({ ...form, shippingDetails: { ...form.shippingDetails, parcelMachineId: '96142' } }),
    ).toEqual([]);
  });

  it('checks the courier address: state, street ≤ 100, five-digit postcode, city ≤ 50, apartment ≤ 10', () => {
    const form = makeForm({
      shipping: {
        state: '',
        streetAddress: 'x'.repeat(101),
        zipCode: '1011',
        city: 'y'.repeat(51),
        apartmentNumber: '12345678901',
      },
    });
    expect(checkoutProblems(form, makeContext())).toEqual({
      state: { message: FORM_MESSAGES.required },
      streetAddress: { message: FORM_MESSAGES.maxLength, values: { amount: 100 } },
      zipCode: { message: FORM_MESSAGES.zipCode },
      city: { message: FORM_MESSAGES.maxLength, values: { amount: 50 } },
      apartmentNumber: { message: FORM_MESSAGES.maxLength, values: { amount: 10 } },
    });
    expect(fieldsOf(makeForm({ shipping: { streetAddress: ' ', zipCode: '' } }))).toEqual([
      'streetAddress',
      'zipCode',
    ]);
    expect(fieldsOf(makeForm({ shipping: { city: '', apartmentNumber: '' } }))).toEqual([]);
  });

  it('needs no address for pickup at the pharmacy', () => {
    const form = makeForm({
      shipping: { carrierCode: 'pickup', methodCode: 'pharmacy', streetAddress: '', zipCode: '', state: '' },
    });
    expect(fieldsOf(form)).toEqual([]);
  });

  it('refuses a parcel machine for cold-storage goods: only cold-chain methods are offered', () => {
    const form = makeForm({
      shipping: { carrierCode: 'smartposti', methodCode: 'parcelmachine', parcelMachineId: '1' },
    });
    expect(fieldsOf(form, makeContext({ cold: false }))).toEqual([]);
    expect(checkoutProblems(form, makeContext({ cold: true }))).toEqual({
      shippingMethod: { message: CHECKOUT_MESSAGES.shippingMethod },
    });
  });

  it('refuses cash on delivery for a virtual cart, which also needs no shipping', () => {
    const form = makeForm({ payment: { paymentMethod: 'cashondelivery' }, shipping: { carrierCode: '' } });
    expect(fieldsOf(form, makeContext({ virtual: true }))).toEqual(['paymentMethod']);
    expect(fieldsOf(makeForm({ shipping: { carrierCode: '' } }), makeContext({ virtual: true }))).toEqual([]);
  });

  it('needs a bank for a provider payment but none for cash on delivery', () => {
    expect(fieldsOf(makeForm({ payment: { paymentMethodAdditional: '' } }))).toEqual([
      'paymentMethodAdditional',
    ]);
    expect(
      fieldsOf(makeForm({ payment: { paymentMethod: 'cashondelivery', paymentMethodAdditional: '' } })),
    ).toEqual([]);
  });

  it('asks for the company and its tax id for a company invoice', () => {
    expect(
      checkoutProblems(makeForm({ payment: { companyInvoice: true, taxId: '12' } }), makeContext()),
    ).toEqual({
      company: { message: FORM_MESSAGES.required },
      taxId: { message: FORM_MESSAGES.taxIdTooShort },
    });
    expect(
      fieldsOf(makeForm({ payment: { companyInvoice: true, company: 'Apteek OÜ', taxId: 'EE100' } })),
    ).toEqual([]);
  });

  it('needs the terms accepted', () => {
    expect(checkoutProblems(makeForm({ termsAccepted: false }), makeContext())).toEqual({
      terms: { message: 'You must accept the terms and conditions.' },
    });
  });

  it('accepts every five-digit postcode and refuses every other length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,8}$/), (zipCode) => {
        expect(fieldsOf(makeForm({ shipping: { zipCode } })).includes('zipCode')).toBe(zipCode.length !== 5);
      }),
    );
  });

  it('is never ready while any personal detail is blank', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('firstName', 'lastName', 'emailAddress', 'phoneNumber' as const),
        fc.stringMatching(/^\s*$/),
        (field, blank) => {
          expect(fieldsOf(makeForm({ personal: { [field]: blank } }))).toContain(field);
        },
      ),
    );
  });

  describe('shipping and payment details of their own', () => {
    it('asks a recipient other than the buyer for a name and a phone of the delivery country', () => {
      const form = makeForm({
        shipping: {
          otherRecipient: true,
          firstName: 'A',
          lastName: '',
          phoneNumber: '+372 5123 4567',
          country: 'FI',
        },
      });
      expect(
        checkoutProblems(
          { ...form, shippingDetails: { ...form.shippingDetails, state: 'Uusimaa' } },
          makeContext(),
        ),
      ).toEqual({
        recipientFirstName: { message: FORM_MESSAGES.nameTooShort },
        recipientLastName: { message: FORM_MESSAGES.required },
      });
      const finnish = makeForm({
        shipping: {
          otherRecipient: true,
          firstName: 'Aino',
          lastName: 'Virtanen',
          phoneNumber: '123',
          country: 'FI',
          state: 'Uusimaa',
        },
      });
      expect(checkoutProblems(finnish, makeContext())).toEqual({
        recipientPhoneNumber: { message: FORM_MESSAGES.phone },
      });
    });

    it('asks nothing of the recipient fields while the buyer receives the parcel, for every delivery', () => {
      for (const methodCode of ['flatrate', 'parcelmachine', 'pharmacy']) {
        const method = makeContext().shippingMethods.find((m) => m.methodCode === methodCode);
        if (!method) continue;
        const form = makeForm({
          shipping: { carrierCode: method.carrierCode, methodCode, parcelMachineId: '96142', firstName: 'x' },
        });
        expect(fieldsOf(form)).toEqual([]);
      }
    });

    it('refuses a delivery country the shop does not serve', () => {
      const form = makeForm({ shipping: { country: 'SE' as 'FI' } });
      expect(checkoutProblems(form, makeContext())).toEqual({ country: { message: FORM_MESSAGES.required } });
    });

    it('asks a billing address for every line, with the form messages of each', () => {
      const form = makeForm({ payment: { billingAddress: true } });
      expect(checkoutProblems(form, makeContext())).toEqual({
        billingFirstName: { message: FORM_MESSAGES.required },
        billingLastName: { message: FORM_MESSAGES.required },
        billingCountry: { message: FORM_MESSAGES.required },
      });
      const lines = makeForm({
        payment: {
          billingAddress: true,
          firstName: 'Jaan',
          lastName: 'Tamm',
          country: 'EE',
          streetAddress: 'x'.repeat(101),
          city: 'y'.repeat(51),
          apartmentNumber: '12345678901',
          zipCode: '5100',
          phoneNumber: '12',
        },
      });
      expect(checkoutProblems(lines, makeContext())).toEqual({
        billingState: { message: FORM_MESSAGES.required },
        billingStreetAddress: { message: FORM_MESSAGES.maxLength, values: { amount: 100 } },
        billingZipCode: { message: FORM_MESSAGES.zipCode },
        billingCity: { message: FORM_MESSAGES.maxLength, values: { amount: 50 } },
        billingApartmentNumber: { message: FORM_MESSAGES.maxLength, values: { amount: 10 } },
        billingPhoneNumber: { message: FORM_MESSAGES.phone },
      });
    });

    it('takes a complete billing address, its phone optional, also for a virtual cart', () => {
      const payment = {
        billingAddress: true,
        firstName: 'Jaan',
        lastName: 'Tamm',
        country: 'FI' as const,
        streetAddress: 'Mannerheimintie 1',
        state: 'Uusimaa',
        zipCode: '00100',
      };
      expect(fieldsOf(makeForm({ payment }))).toEqual([]);
      expect(fieldsOf(makeForm({ payment: { ...payment, phoneNumber: '040 123 4567' } }))).toEqual([]);
      expect(fieldsOf(makeForm({ payment }), makeContext({ virtual: true }))).toEqual([]);
    });

    it('names each billing problem once, for any text in any line (property)', () => {
      fc.assert(
        fc.property(
          fc.record({ firstName: fc.string(), streetAddress: fc.string(), zipCode: fc.string() }),
          (typed) => {
            const fields = fieldsOf(
              makeForm({
                payment: {
                  billingAddress: true,
                  lastName: 'Tamm',
                  country: 'EE',
                  state: 'Harju maakond',
                  ...typed,
                },
              }),
            );
            expect(fields.every((field) => field.startsWith('billing'))).toBe(true);
            expect(new Set(fields).size).toBe(fields.length);
          },
        ),
      );
    });
  });
});
