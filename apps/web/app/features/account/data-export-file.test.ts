import { describe, expect, it } from 'vitest';
import type { DataExport } from '@apteek/domain';
import { browserClaims, withBrowserClaims } from './data-export-file.ts';

function storage(entries: Record<string, string>): Storage {
  const keys = Object.keys(entries);
  return {
    length: keys.length,
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => entries[key] ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
    clear: () => undefined,
  };
}

describe('browserClaims', () => {
  it('takes every stored claim, the cookie choice with its categories, and nothing else', () => {
    const claims = browserClaims(
      storage({
        cookiesAccepted: JSON.stringify({
          code: 'cookiesAccepted',
          created_at: '2026-12-01T10:00:00.000Z',
          value: false,
          description: 'Cookies accepted: necessary, analytics',
          categories: { necessary: true, analytics: true, marketing: false },
        }),
        session: JSON.stringify({ token: 'secret', refreshToken: 'secret' }),
        storeChosen: 'ee',
        broken: '{not json',
      }),
    );
    expect(claims).toEqual([
      {
        code: 'cookiesAccepted',
        value: { value: false, categories: { necessary: true, analytics: true, marketing: false } },
        createdAt: '2026-12-01T10:00:00.000Z',
        description: 'Cookies accepted: necessary, analytics',
      },
    ]);
    expect(JSON.stringify(claims)).not.toContain('secret');
  });

  it('adds them to the server’s claims without repeating a code', () => {
    const data = {
      claims: [{ code: 'termsAccepted', value: true, createdAt: null, description: '' }],
    } as DataExport;
    const local = [{ code: 'termsAccepted', value: false, createdAt: null, description: '' }];
    expect(withBrowserClaims(data, local).claims).toEqual(data.claims);
  });
});
