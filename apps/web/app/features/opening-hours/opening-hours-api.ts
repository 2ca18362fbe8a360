import { readOpeningTimes, type OpeningTimes } from '@apteek/domain';
import { callApi } from '../../api/client.ts';

/**
 * The store's opening times: when prescriptions may be bought and a pharmacist answers; no login
 * needed. Read without the schema library: the prescription centre asks for them before it is idle.
 */
export async function fetchOpeningTimes(locale: string): Promise<OpeningTimes> {
  const answer = await callApi('/api/prescription/opening-times', { locale, result: readOpeningTimes });
  return answer.result;
}
