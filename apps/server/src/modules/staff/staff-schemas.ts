import { z } from 'zod';
import { integer } from '../../plugins/validation.ts';

export const StaffLoginBodySchema = z.strictObject({
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(1000),
});

export const StaffCodeBodySchema = z.strictObject({
  challenge: z.string().min(1).max(200),
  code: z.string().min(1).max(20),
});

export const AuditQuerySchema = z.object({
  limit: integer({ min: 1, max: 500, coerce: true }).default(100),
});

/** The pharmacist's duty switch: on, offer requests wait for them; off, the automatic composer answers. */
export const StaffDutyBodySchema = z.strictObject({
  onDuty: z.boolean(),
});
