import { render } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

function Probe({ seen }: { seen: boolean[] }) {
  const isHydrated = useHydrated();
  seen.push(isHydrated);
  return <p>{isHydrated ? 'in the browser' : 'as served'}</p>;
}

/** Server-renders the probe into the document and hydrates it, as a page load does. */
async function loadPage(): Promise<{ container: HTMLElement; seen: boolean[]; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe seen={[]} />);
  document.body.append(container);
  const seen: boolean[] = [];
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe seen={seen} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { container, seen, errors };
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true, with nothing mismatched', async () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>as served</p>');
    const { container, seen, errors } = await loadPage();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('in the browser');
    expect(errors).toEqual([]);
  });

  it('is true from the first render in a component mounted after the page hydrated', async () => {
    await loadPage();
    const seen: boolean[] = [];
    const { container } = render(<Probe seen={seen} />);
    // A client-side navigation to the checkout shows its body at once, not the placeholder first.
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('in the browser');
  });
});
