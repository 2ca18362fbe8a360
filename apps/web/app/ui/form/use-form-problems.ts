import { useState } from 'react';
import { focusFirstError, type FieldErrors } from './form-errors.ts';

/**
 * What an account form shows besides its fields: the problem of each field, a failure of the whole
 * form, and whether its call is under way (the submit button waits meanwhile).
 */
export function useFormProblems(initialFailure: string | null = null) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(initialFailure);
  const [busy, setBusy] = useState(false);

  /** Shows `problems` and focuses the first field with one; true when there are none. */
  function accept(form: HTMLFormElement, problems: FieldErrors): boolean {
    setErrors(problems);
    if (Object.keys(problems).length === 0) return true;
    focusFirstError(form, problems);
    return false;
  }

  async function send<T>(call: () => Promise<T>): Promise<T> {
    setBusy(true);
    try {
      return await call();
    } finally {
      setBusy(false);
    }
  }

  return { errors, failure, setFailure, busy, accept, send };
}
