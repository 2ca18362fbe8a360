/** An Estonian shopper's courier order as the checkout sends it, paid through Maksekeskus. */
export const ESTONIAN_COURIER_ORDER = {
  storeCode: 'ee',
  personalDetails: {
    firstName: 'Mari',
    lastName: 'Tamm',
    emailAddress: 'mari.tamm@example.ee',
    phoneNumber: '+372 5123 4567',
  },
  shipping: {
    type: 'Courier',
    carrierCode: 'courier',
    methodCode: 'flatrate',
    address: {
      country: 'EE',
      streetAddress: 'Narva mnt 5',
      city: 'Tallinn',
      state: 'Harjumaa',
      zipCode: '10117',
    },
  },
  payment: { method: 'maksekeskus', bank: 'swedbank' },
  termsAccepted: true,
};
