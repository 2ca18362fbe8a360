import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LIFETIME_MS, addNotification, removeNotification } from './notifications.ts';

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

describe('removeNotification', () => {
  it('removes only the closed notification', () => {
    const shown = addNotification(addNotification([], { message: 'x' }, 'a'), { message: 'y' }, 'b');
    expect(removeNotification(shown, 'a').map((n) => n.id)).toEqual(['b']);
    expect(removeNotification(shown, 'zzz')).toBe(shown);
  });
});
