import { envelope, jsonBody, queryParameters, type PathItems } from '../docs/index.ts';
import { prescriptionDocs } from '../prescription/index.ts';
import { CompensationInitBodySchema, CompensationQuerySchema } from './compensation-schemas.ts';

const { answer, refusals, cart, health } = prescriptionDocs;

const compensation = {
  type: ['object', 'null'],
  description:
    'null while resultCode is 202 (wait for PrescriptionCompensationCallback) or 404 (none asked, or ' +
    'computed for other items than the cart holds now: init again)',
  properties: {
    lines: {
      type: 'array',
      description: "The fund's shares per prescription; amounts in euros",
      items: {
        type: 'object',
        properties: {
          prescriptionNumber: { type: 'string' },
          medicalInsuranceDiscountAmount: { type: 'number', description: 'Tervisekassa’s discount' },
          medicalInsuranceDiscountPercent: { enum: [0, 50, 75, 90, 100] },
          additionalSubsidyAmount: { type: 'number', description: 'The additional drug benefit' },
          additionalSubsidyPercent: { type: 'integer' },
        },
      },
    },
    checkedAt: { type: 'integer', description: 'Epoch ms: valid 15 minutes from then' },
    itemsHash: {
      type: 'string',
      description:
        "prescriptionItemsHash (@apteek/domain) of this patient's prescription lines of the cart it was computed for",
    },
  },
};

export const compensationPaths: PathItems = {
  '/api/prescription/compensation/init': {
    post: {
      summary:
        'Asks the e-prescription service to compute state compensation for one patient’s prescription lines ' +
        'of the cart (EE store only); PrescriptionCompensationCallback follows',
      description:
        `${health.replace('; each read is recorded in the access log (who, whose, when)', '')} Without ` +
        'patientCode: the customer’s own. resultCode 404: the cart has no prescription line of that patient.',
      parameters: cart,
      requestBody: jsonBody(CompensationInitBodySchema),
      responses: {
        200: answer('Accepted', { type: ['boolean', 'null'] }),
        ...refusals,
        409: envelope(
          "Not the Estonian store: 'State compensation applies only to Estonian prescriptions in the Estonian store.'",
          { type: 'string' },
        ),
      },
    },
  },
  '/api/prescription/compensation': {
    get: {
      summary:
        'The compensation the service computed for the cart’s items as they are now, kept when its callback came with the hash of the items and the time: the cart applies it for 15 minutes; 404 when none is kept for these items',
      description:
        'As compensation/init. While valid, the cart’s prescription lines carry medical_insurance_discount_*, ' +
        'additional_subsidy_*, tax_amount and tax_rate, and its totals fund_amount; an order of prescription ' +
        "lines without one is refused (409 'compensation_expired').",
      parameters: queryParameters(CompensationQuerySchema),
      responses: {
        200: answer('The compensation', compensation),
        ...refusals,
        409: envelope('Not the Estonian store', { type: 'string' }),
      },
    },
  },
};
