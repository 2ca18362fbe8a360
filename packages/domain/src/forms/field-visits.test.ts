import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_FIELD_VISITS,
  fieldChanged,
  fieldLeft,
  formSubmitted,
  isProblemShown,
  type FieldVisits,
} from './form-rules.ts';

type Field = 'firstName' | 'lastName' | 'emailAddress';
type Step = { kind: 'change' | 'leave'; field: Field } | { kind: 'submit' };

const FIELDS: Field[] = ['firstName', 'lastName', 'emailAddress'];

function replay(steps: readonly Step[]): FieldVisits<Field> {
  return steps.reduce<FieldVisits<Field>>((visits, step) => {
    if (step.kind === 'submit') return formSubmitted(visits);
    return step.kind === 'change' ? fieldChanged(visits, step.field) : fieldLeft(visits, step.field);
  }, NO_FIELD_VISITS);
}

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('change' as const, 'leave' as const),
    field: fc.constantFrom(...FIELDS),
  }),
  fc.constant({ kind: 'submit' as const }),
);

describe('field visits', () => {
  it('shows nothing for fields tabbed past without a change', () => {
    const visits = replay(FIELDS.map((field) => ({ kind: 'leave', field })));
    for (const field of FIELDS) expect(isProblemShown(visits, field)).toBe(false);
  });

  it('shows a field once it was changed and left, and not while it is first typed in', () => {
    const typing = replay([
      { kind: 'leave', field: 'firstName' },
      { kind: 'change', field: 'firstName' },
    ]);
    expect(isProblemShown(typing, 'firstName')).toBe(false);
    const left = fieldLeft(typing, 'firstName');
    expect(isProblemShown(left, 'firstName')).toBe(true);
    expect(isProblemShown(left, 'lastName')).toBe(false);
    // Correcting it, the field keeps showing whether it is right now.
    expect(isProblemShown(fieldChanged(left, 'firstName'), 'firstName')).toBe(true);
  });

  it('shows every field after a submit', () => {
    const visits = formSubmitted(NO_FIELD_VISITS as FieldVisits<Field>);
    for (const field of FIELDS) expect(isProblemShown(visits, field)).toBe(true);
  });

  it('shows a field exactly when the form was submitted or the field was left after a change', () => {
    fc.assert(
      fc.property(fc.array(step), (steps) => {
        const visits = replay(steps);
        for (const field of FIELDS) {
          const firstChange = steps.findIndex((s) => s.kind === 'change' && s.field === field);
          const leftAfterChange =
            firstChange !== -1 &&
            steps.some((s, i) => i > firstChange && s.kind === 'leave' && s.field === field);
          const submitted = steps.some((s) => s.kind === 'submit');
          expect(isProblemShown(visits, field)).toBe(submitted || leftAfterChange);
        }
      }),
    );
  });
});
