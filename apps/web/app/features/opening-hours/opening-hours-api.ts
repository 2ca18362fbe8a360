import type { OpeningTimes } from '@apteek/domain';
import { callApi, readLater } from '../../api/client.ts';

const openingTimesAnswer = readLater<OpeningTimes>(() =>
  import('./opening-times-answer.ts').then((reader) => reader.parseOpeningTimes),
);

/** The store's opening times: when prescriptions may be bought and a pharmacist answers; no login needed. */
export async function fetchOpeningTimes(locale: string): Promise<OpeningTimes> {
  const answer = await callApi('/api/prescription/opening-times', { locale, result: openingTimesAnswer });
  return answer.result;
}
