/**
 * The input attributes of an address's lines, by the address book's field names: the lengths
 * (street ≤ 100, apartment ≤ 10, city ≤ 50, five-digit postcode) and the browser's
 * autofill names. The checkout's courier address and the address book use them both.
 */
export const ADDRESS_INPUTS = {
  street: { autoComplete: 'address-line1', maxLength: 100 },
  apartmentNumber: { autoComplete: 'address-line2', maxLength: 10 },
  city: { autoComplete: 'address-level2', maxLength: 50 },
  postcode: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 },
} as const;

export type AddressLine = keyof typeof ADDRESS_INPUTS;
