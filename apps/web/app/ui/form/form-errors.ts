import type { FieldProblem } from '@apteek/domain';
import { SOMETHING_WRONG, type ApiAnswer } from '../../api/api-error.ts';
import type { TFunction } from '../../i18n/translation.tsx';

/** Translated problems per field name; empty when the form may be sent. */
export type FieldErrors = Record<string, string>;

/** Runs the form rules of packages/domain and translates what failed into the form messages. */
export function fieldErrors(t: TFunction, checks: Record<string, FieldProblem | null>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, problem] of Object.entries(checks)) {
    if (problem) errors[field] = t(problem.message, problem.values);
  }
  return errors;
}

/** The server's field errors ('customer.email') under the form's own names ('email'). */
export function serverFieldErrors(t: TFunction, answer: ApiAnswer | null): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of answer?.errors ?? [])
    errors[field.split('.').at(-1) ?? field] = t(message);
  return errors;
}

/** Moves focus to the first field with a problem, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  const first = Object.keys(errors)[0];
  if (!first) return;
  const field = form.elements.namedItem(first);
  if (field instanceof HTMLElement) field.focus();
}

/** A text field's value as typed; '' when the form has no such field. */
export function fieldOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

export const textOf = (data: FormData, name: string) => fieldOf(data, name).trim();

/** A refused call's own text (the server's errorMessage), translated; the generic one without. */
export function failureText(t: TFunction, answer: ApiAnswer | null | undefined): string {
  return t(typeof answer?.result === 'string' ? answer.result : SOMETHING_WRONG);
}
