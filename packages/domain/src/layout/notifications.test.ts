import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_NOTIFICATIONS_SHOWN,
  NOTIFICATION_LIFETIME_MS,
  addNotification,
  keepOpenNotifications,
  removeNotification,
  serverErrorNotification,
  type AppNotification,
} from './notifications.ts';

const requests = fc.array(
  fc.record({
    message: fc.constantFrom('a', 'b', 'c', 'd'),
    type: fc.constantFrom('info' as const, 'danger' as const),
    timeToLive: fc.constantFrom(undefined, null, 1000),
  }),
);

const shownAfter = (list: readonly { message: string; timeToLive?: number | null }[]) =>
  list.reduce<readonly AppNotification[]>((shown, r, i) => addNotification(shown, r, String(i)), []);

describe('addNotification', () => {
  it('shows a danger notification for 5000 ms unless told otherwise', () => {
    const [shown] = addNotification([], { message: 'Failed to load campaigns' }, 'a');
    expect(shown).toEqual({
      id: 'a',
      type: 'danger',
      message: 'Failed to load campaigns',
      timeToLive: NOTIFICATION_LIFETIME_MS,
      action: undefined,
    });
  });

  it('keeps a notification without a lifetime until it is closed', () => {
    const [shown] = addNotification([], { message: 'Offline', type: 'warning', timeToLive: null }, 'a');
    expect(shown?.timeToLive).toBeNull();
  });

  it('does not repeat the latest message', () => {
    const once = addNotification([], { message: 'Saved', type: 'success' }, 'a');
    expect(addNotification(once, { message: 'Saved', type: 'success' }, 'b')).toBe(once);
  });

  it('shows a message again once another came after it', () => {
    let shown = addNotification([], { message: 'Saved', type: 'success' }, 'a');
    shown = addNotification(shown, { message: 'Removed', type: 'info' }, 'b');
    shown = addNotification(shown, { message: 'Saved', type: 'success' }, 'c');
    expect(shown.map((n) => n.id)).toEqual(['a', 'b', 'c']);
  });

  it('never holds the same message twice in a row', () => {
    const request = fc.record({
      message: fc.constantFrom('a', 'b', 'c'),
      type: fc.constantFrom('info' as const, 'danger' as const),
    });
    fc.assert(
      fc.property(fc.array(request), (requests) => {
        const shown = requests.reduce(
          (list, r, i) => addNotification(list, r, String(i)),
          addNotification([], { message: 'start' }, 'start'),
        );
        for (let i = 1; i < shown.length; i++) {
          const [before, after] = [shown[i - 1]!, shown[i]!];
          expect(before.message === after.message && before.type === after.type).toBe(false);
        }
      }),
    );
  });
});

describe('how many are shown', () => {
  it('never shows more than three, and always the latest', () => {
    fc.assert(
      fc.property(requests, (list) => {
        const shown = shownAfter(list);
        expect(shown.length).toBeLessThanOrEqual(MAX_NOTIFICATIONS_SHOWN);
        if (list.length > 0) expect(shown.at(-1)?.message).toBe(list.at(-1)?.message);
      }),
    );
  });

  it('pushes out the oldest that closes by itself before one that waits to be closed', () => {
    const shown = shownAfter([
      { message: 'Server refused', timeToLive: null },
      { message: 'Added' },
      { message: 'Updated' },
      { message: 'Added again' },
    ]);
    expect(shown.map((n) => n.message)).toEqual(['Server refused', 'Updated', 'Added again']);
  });
});

describe('serverErrorNotification', () => {
  it('is an error that stays until closed', () => {
    const [shown] = addNotification([], serverErrorNotification('Quantity must be below 5'), 'a');
    expect(shown).toMatchObject({ type: 'danger', timeToLive: null });
  });
});

describe('keepOpenNotifications', () => {
  it('keeps exactly the notifications without a time-out, in their order', () => {
    fc.assert(
      fc.property(requests, (list) => {
        const shown = shownAfter(list);
        const kept = keepOpenNotifications(shown);
        expect(kept).toEqual(shown.filter((n) => n.timeToLive === null));
        if (kept.length === shown.length) expect(kept).toBe(shown);
      }),
    );
  });

  it('keeps a notification posted for the next page through that change of page only', () => {
    const shown = addNotification([], { message: 'Your account has been deleted.', outlivesPage: true }, 'a');
    const onNextPage = keepOpenNotifications(shown);
    expect(onNextPage.map((n) => n.message)).toEqual(['Your account has been deleted.']);
    expect(keepOpenNotifications(onNextPage)).toEqual([]);
  });
});

describe('removeNotification', () => {
  it('removes only the closed notification', () => {
    const shown = addNotification(addNotification([], { message: 'x' }, 'a'), { message: 'y' }, 'b');
    expect(removeNotification(shown, 'a').map((n) => n.id)).toEqual(['b']);
    expect(removeNotification(shown, 'zzz')).toBe(shown);
  });
});
