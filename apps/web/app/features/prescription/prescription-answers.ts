// The prescription calls' answer schemas, imported with the first answer they read
// (prescription-api.ts, readLater): the schema library stays out of the prescription centre's and
// the checkout's first scripts.
export {
  InitAnswerSchema,
  PrescriptionListAnswerSchema,
  PrescriptionOfferAnswerSchema,
} from '@apteek/domain';
