import type { Language, NewTask } from '@apteek/domain';
import type { ApiAnswer } from '../../api/api-error.ts';
import type { TransmittedTask } from '../../sync/task-queue.ts';
import type { CustomerProfile } from './customer-profile.ts';

/** The customer's own changes are queued calls. */
const PROFILE_URL = '/api/user/me';
const LANGUAGE_URL = '/api/user/me/language';

export type ProfileChange = Partial<Omit<CustomerProfile, 'id'>>;

/** What a queued or sent task says about the change it carries. */
export type UserTask = Pick<NewTask, 'url' | 'payload'>;

export function profileTask(customer: ProfileChange): NewTask {
  return {
    url: PROFILE_URL,
    payload: { method: 'POST', body: { customer } },
    callback_event: 'user/profile',
  };
}

export function languageTask(language: Language): NewTask {
  return {
    url: LANGUAGE_URL,
    payload: { method: 'POST', body: { language } },
    callback_event: 'user/language',
  };
}

/** The profile as it will be once the change arrives: what the page shows while it waits. */
export function withChange(user: CustomerProfile, task: UserTask): CustomerProfile {
  const body = task.payload.body as { customer?: ProfileChange; language?: Language } | undefined;
  if (task.url === PROFILE_URL && body?.customer) return { ...user, ...body.customer };
  if (task.url === LANGUAGE_URL && body?.language) return { ...user, language: body.language };
  return user;
}

/** The profile after the server took the change: its own copy for a profile, the change for a language. */
export function acceptedProfile(user: CustomerProfile, task: UserTask, answer: ApiAnswer): CustomerProfile {
  return task.url === PROFILE_URL ? (answer.result as CustomerProfile) : withChange(user, task);
}

/** A transmitted task's answer, as the account forms read the API's envelope. */
export function answerOf(task: TransmittedTask): ApiAnswer {
  return {
    code: task.resultCode ?? 0,
    result: task.result,
    ...(task.reason ? { reason: task.reason } : {}),
    ...(task.errors ? { errors: task.errors } : {}),
  };
}
