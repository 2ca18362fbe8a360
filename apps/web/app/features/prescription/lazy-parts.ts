/** The checkout's compensation (./checkout-compensation.ts), loaded with a customer's first prescription line there. */
export const loadCheckoutCompensation = () =>
  import('./checkout-compensation.ts').then((module) => module.checkoutCompensation);

/** The prescription watch's code, with the API's response checks, loads the first time it is needed. */
export const loadPrescriptionWatch = () =>
  import('./PrescriptionWatch.tsx').then((module) => module.PrescriptionWatch);

/** The centre's state reset (its list and offer were of the cart just ordered), loaded when an order is finalised. */
export const loadPrescriptionsReset = () =>
  import('./prescription-store.ts').then((module) => module.resetPrescriptions);
