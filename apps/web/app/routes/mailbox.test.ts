import { describe, expect, it } from 'vitest';
import type { Route } from './+types/mailbox';
import { loader } from './mailbox.tsx';

const argsWith = (hasLocalMailbox: boolean) =>
  ({
    request: new Request('http://localhost/en/mailbox'),
    context: { hasLocalMailbox },
    params: {},
  }) as unknown as Route.LoaderArgs;

describe('/mailbox', () => {
  it('is a page while mail stays in the local outbox', () => {
    expect(loader(argsWith(true)).meta.length).toBeGreaterThan(0);
  });

  it('is not found when the shop sends mail through SMTP', () => {
    let thrown: unknown;
    try {
      loader(argsWith(false));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
