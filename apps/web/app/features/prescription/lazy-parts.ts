/** The prescription watch's code, with the API's response checks, loads the first time it is needed. */
export const loadPrescriptionWatch = () =>
  import('./PrescriptionWatch.tsx').then((module) => module.PrescriptionWatch);
