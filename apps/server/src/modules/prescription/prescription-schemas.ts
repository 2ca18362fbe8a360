import { z } from 'zod';
import { PersonalCodeSchema, PrescriptionNumberSchema } from '../../providers/e-prescription/index.ts';

/** The cart travels in the query string, as the cart calls carry it. */
export const CartQuerySchema = z.object({ cartId: z.string().min(16).max(64) });

export const ListInitBodySchema = z.object({
  /** Absent: the customer's own personal code. */
  patientCode: PersonalCodeSchema.optional(),
  /** Required for another person's prescriptions: the proof that the customer holds one of them. */
  prescriptionNumber: PrescriptionNumberSchema.optional(),
});

export const ProductsInitBodySchema = z.object({ prescriptionNumber: PrescriptionNumberSchema });

export const ProductsQuerySchema = CartQuerySchema.extend({ prescriptionNumber: PrescriptionNumberSchema });
