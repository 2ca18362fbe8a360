import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore, useIsLoggedIn } from './session-client.ts';
import { SESSION_KEY } from './session-key.ts';

describe('whether a customer is logged in', () => {
  it('renders a part again when a customer logs in, not when the session’s code loads', async () => {
    let renders = 0;
    function Probe() {
      renders += 1;
      return <p>{useIsLoggedIn() ? 'logged in' : 'guest'}</p>;
    }
    render(<Probe />);

    // Every page with a cart loads the session's code: the layout that asks must not render again.
    const session = await act(() => sessionStore());
    expect(screen.getByText('guest')).toBeDefined();
    expect(renders).toBe(1);

    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ token: 'access-1', refreshToken: 'refresh-1', user: null }),
    );
    await act(async () => session?.reload());
    expect(screen.getByText('logged in')).toBeDefined();
  });
});
