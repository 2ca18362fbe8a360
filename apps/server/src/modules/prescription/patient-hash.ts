import { createHmac } from 'node:crypto';
import type { Db } from '@apteek/db';
import { appSecret } from '../../plugins/app-secret.ts';

/**
 * A patient as the access log and the stored offers name them: a keyed hash of the personal code
 * with this installation's secret, so the tables link reads of one patient without holding the code.
 */
export async function patientHash(db: Db, personalCode: string): Promise<string> {
  const key = await appSecret(db, 'prescription_patient_hash_key');
  return createHmac('sha256', key).update(personalCode.toUpperCase()).digest('hex');
}
