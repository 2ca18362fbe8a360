import { describe, expect, it } from 'vitest';
import { tallinnDate } from './clock.ts';

describe('the shops’ day', () => {
  it('turns at midnight in Tallinn, in winter and in summer time, however often it is asked', () => {
    const day = (iso: string) => tallinnDate(new Date(iso));
    for (let round = 0; round < 2; round += 1) {
      expect(day('2026-12-02T21:59:59.999Z')).toBe('2026-12-02');
      expect(day('2026-12-02T22:00:00.000Z')).toBe('2026-12-03');
      expect(day('2026-12-02T22:00:30.000Z')).toBe('2026-12-03');
      expect(day('2026-06-30T20:59:59.999Z')).toBe('2026-06-30');
      expect(day('2026-06-30T21:00:00.000Z')).toBe('2026-07-01');
    }
  });
});
