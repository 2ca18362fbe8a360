import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInStore } from '../testing/component-harness.tsx';
import { dismissNotification, notificationStore } from './notification-store.ts';
import { MountWhen, onDemand } from './on-demand.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  for (const shown of notificationStore.snapshot()) dismissNotification(shown.id);
});

const shown = () =>
  notificationStore.snapshot().map(({ type, message, timeToLive }) => ({ type, message, timeToLive }));

/** A part whose download fails the first `failures` times. */
function flakyPart(failures: number) {
  let tries = 0;
  return onDemand(async () => {
    tries += 1;
    if (tries <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return () => <p>The part</p>;
  });
}

describe('a part loaded on demand', () => {
  it('says it could not be loaded, stays until closed, and loads on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = flakyPart(1);
    renderInStore(
      <MountWhen when>
        <Part />
      </MountWhen>,
      'en',
    );
    await waitFor(() =>
      expect(shown()).toEqual([
        { type: 'danger', message: 'An error occured while loading the component.', timeToLive: null },
      ]),
    );
    const [notice] = notificationStore.snapshot();
    expect(notice?.action?.label).toBe('Try again');
    act(() => notice?.action?.run?.());
    expect(await screen.findByText('The part')).toBeTruthy();
  });

  it('says the network is missing when the browser is offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Part = flakyPart(1);
    renderInStore(
      <MountWhen when>
        <Part />
      </MountWhen>,
      'en',
    );
    await waitFor(() =>
      expect(shown().map(({ type, message }) => [type, message])).toEqual([
        ['warning', "Component couldn't be loaded due to lack of network connectivity."],
      ]),
    );
  });
});
