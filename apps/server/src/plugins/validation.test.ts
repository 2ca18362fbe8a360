import { DomainError } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { integer, parseInput } from './validation.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.details;
    throw error;
  }
  throw new Error('accepted');
};

describe('integer', () => {
  const Page = z.object({ currentPage: integer({ min: 1, coerce: true }), skip: integer({ coerce: true }) });

  it("refuses a count or page below one with 'Must be greater than 0', naming the field", () => {
    expect(refusal(() => parseInput(Page, { currentPage: '0', skip: '0' }))).toEqual({
      errors: [{ field: 'currentPage', message: 'Must be greater than 0' }],
    });
    expect(parseInput(Page, { currentPage: '1', skip: '0' })).toEqual({ currentPage: 1, skip: 0 });
  });
});
