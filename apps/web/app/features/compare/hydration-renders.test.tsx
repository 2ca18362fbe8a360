import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../account/index.ts';
import { useWishlist } from '../wishlist/index.ts';
import { addToCompare, clearCompare, useCompareList } from './compare-list.ts';

/**
 * A store whose browser value differs from its server value re-renders every component that reads
 * it, synchronously, right after hydration: with a compare button on each card that was one long
 * task on every listing (docs/PERFORMANCE.md). Where nothing differs, nothing may re-render.
 */
function Probe({ renders }: { renders: string[] }) {
  const compare = useCompareList();
  const wishlist = useWishlist();
  const { session } = useSession();
  renders.push(`${compare.length}/${wishlist.length}/${session === null ? 'guest' : 'customer'}`);
  return <p>{compare.length}</p>;
}

async function hydrate(): Promise<string[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe renders={[]} />);
  document.body.append(container);
  const renders: string[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe renders={renders} />);
  });
  return renders;
}

afterEach(() => {
  clearCompare();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('hydration of the shopper’s lists and session', () => {
  it('renders a guest’s page once: the empty lists and the logged-out session are the server’s', async () => {
    expect(await hydrate()).toEqual(['0/0/guest']);
  });

  it('renders again where the browser holds more than the server knew', async () => {
    addToCompare('PARA-500-20');
    expect(await hydrate()).toEqual(['0/0/guest', '1/0/guest']);
  });
});
