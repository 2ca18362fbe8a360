import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './tab-keys.ts';

describe('the keys of a row of tabs', () => {
  it('steps right and left, wrapping around the ends', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 2, 4)).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 0, 4)).toBe(3);
  });

  it('goes to the first tab with Home and the last with End', () => {
    expect(tabIndexAfterKey('Home', 2, 4)).toBe(0);
    expect(tabIndexAfterKey('End', 1, 4)).toBe(3);
  });

  it('leaves every other key to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowDown', 'ArrowUp', 'a']) {
      expect(tabIndexAfterKey(key, 1, 4)).toBeNull();
    }
  });
});
