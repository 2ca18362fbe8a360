import { parseOpeningTimes, type OpeningTimes } from '@apteek/domain';
import { callApi } from '../../api/client.ts';

/** The store's opening times: when prescriptions may be bought and a pharmacist answers; no login needed. */
export async function fetchOpeningTimes(locale: string): Promise<OpeningTimes> {
  const answer = await callApi('/api/prescription/opening-times', { locale, result: parseOpeningTimes });
  return answer.result;
}
