import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInStore } from '../../testing/component-harness.tsx';
import { BackToTop } from './BackToTop.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => scrollTo(0));

describe('BackToTop', () => {
  it('is not there at the top, comes after 200 px of scroll and goes back above it', async () => {
    renderInStore(<BackToTop />, 'en');
    await act(() => new Promise(requestAnimationFrame));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(201);
    fireEvent.scroll(window);
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeTruthy();
    scrollTo(200);
    fireEvent.scroll(window);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull());
  });

  it('is there at once on a page opened already scrolled (back to a scrolled page)', async () => {
    scrollTo(900);
    renderInStore(<BackToTop />, 'en');
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeTruthy();
  });
});
