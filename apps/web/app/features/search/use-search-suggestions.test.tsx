import { STORE_VIEWS } from '@apteek/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreViewContext } from '../../shell/index.ts';
import { stubApi } from '../../testing/component-harness.tsx';
import { useSearchSuggestions } from './use-search-suggestions.ts';

afterEach(() => vi.useRealTimers());

const inStore = ({ children }: { children: ReactNode }) => (
  <StoreViewContext value={STORE_VIEWS.en}>{children}</StoreViewContext>
);

describe('header search suggestions', () => {
  it('give up an answer that takes over 3 s, and say the search failed', async () => {
    // The code that asks is loaded once the first search starts: loaded here beforehand.
    await import('./search-api.ts');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { sent } = stubApi(() => new Promise(() => undefined));
    const { result } = renderHook(() => useSearchSuggestions('ibuprofen', []), { wrapper: inStore });
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current.status).toBe('failed');
  });
});
