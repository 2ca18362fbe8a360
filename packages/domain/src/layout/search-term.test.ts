import { describe, expect, it } from 'vitest';
import { isSearchableTerm } from './search-term.ts';

describe('isSearchableTerm', () => {
  it('needs three characters', () => {
    expect(isSearchableTerm('ib')).toBe(false);
    expect(isSearchableTerm('ibu')).toBe(true);
  });

  it('does not count surrounding spaces', () => {
    expect(isSearchableTerm('  ib  ')).toBe(false);
  });

  it('counts letters outside the basic plane once', () => {
    expect(isSearchableTerm('жёл')).toBe(true);
  });
});
