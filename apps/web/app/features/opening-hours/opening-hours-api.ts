import * as z from 'zod/mini';
import type { OpeningTimes } from '@apteek/domain';
import { callApi } from '../../api/client.ts';

const PeriodSchema = z.object({ start: z.string(), end: z.string() });

const OpeningTimesSchema = z.object({
  allowedDays: z.array(z.number()),
  weekendDays: z.array(z.number()),
  holidayDates: z.array(z.string()),
  workdays: PeriodSchema,
  weekends: PeriodSchema,
  blockNewCustomersBeforeClosingMinutes: z.number(),
  preWarnBeforeClosingMinutes: z.number(),
  lastWarnBeforeClosingMinutes: z.number(),
});

/** The store's opening times: when prescriptions may be bought and a pharmacist answers; no login needed. */
export async function fetchOpeningTimes(locale: string): Promise<OpeningTimes> {
  const answer = await callApi('/api/prescription/opening-times', { locale, result: OpeningTimesSchema });
  return answer.result as OpeningTimes;
}
