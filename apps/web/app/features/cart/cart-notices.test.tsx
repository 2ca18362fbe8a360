import { STORE_VIEWS } from '@apteek/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/catalogues.server.ts';
import { dismissNotification, notificationStore } from '../../shell/index.ts';
import { showCartEvent } from './cart-notices.ts';

afterEach(() => {
  for (const shown of notificationStore.snapshot()) dismissNotification(shown.id);
});

describe('cart notices', () => {
  it('warns a shopper who changes a line while an add is on its way, in the store language', () => {
    showCartEvent({ kind: 'busy' }, STORE_VIEWS.ee, translatorFor('et'));
    expect(notificationStore.snapshot().map(({ type, message }) => [type, message])).toEqual([
      ['warning', 'Palun oota, kuni eelmine toode on muudetud'],
    ]);
  });
});
