import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { Mailbox } from './Mailbox.tsx';

/** One mail kept on 3 November 2026 (local time, so no zone shifts the day). */
const MAIL = {
  id: 'm-1',
  createdAt: new Date(2026, 10, 3, 12, 0).toISOString(),
  to: 'mari.tamm@example.ee',
  subject: 'Reset your password – Apteek',
  text: 'Hello, Mari!',
};

describe('the local mailbox', () => {
  it.each(['en', 'ee', 'fi', 'ru'] as const)(
    'dates a mail DD.MM.YYYY in /%s, as the store does',
    async (store) => {
      stubApi(({ path }) => (path === '/api/mail/outbox' ? { code: 200, result: [MAIL] } : undefined));
      renderInStore(<Mailbox />, store);

      expect(await screen.findByText(MAIL.subject)).toBeTruthy();
      expect(screen.getByText(/mari\.tamm@example\.ee · 03\.11\.2026 /)).toBeTruthy();
    },
  );
});
