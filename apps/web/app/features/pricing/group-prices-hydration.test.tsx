import { STORE_VIEWS } from '@apteek/domain';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreViewContext } from '../../shell/index.ts';
import { useGroupPrices } from './use-group-discounts.ts';

/** Records each answer the list's prices give as the page hydrates. */
function Probe({ seen }: { seen: unknown[] }) {
  seen.push(useGroupPrices(['PARA-500-10', 'IBU-400-20']));
  return <p>prices</p>;
}

const inStore = (children: ReactNode) => (
  <StoreViewContext value={STORE_VIEWS.en}>{children}</StoreViewContext>
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe("a list's group prices through hydration", () => {
  it('give a guest the same answer after hydration as during it, so no card re-renders for them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(inStore(<Probe seen={[]} />));
    document.body.append(container);
    const seen: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, inStore(<Probe seen={seen} />));
    });
    // The hook reads hydration, so it runs again once hydrated; its answer is the same object.
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
  });
});
