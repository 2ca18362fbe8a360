import { z } from 'zod';
import { PersonalCodeSchema } from '../../providers/e-prescription/index.ts';
import { CartQuerySchema } from '../prescription/index.ts';

export const CompensationInitBodySchema = z.object({
  /** Absent: the customer's own personal code. */
  patientCode: PersonalCodeSchema.optional(),
});

export const CompensationQuerySchema = CartQuerySchema.extend({ patientCode: PersonalCodeSchema.optional() });
