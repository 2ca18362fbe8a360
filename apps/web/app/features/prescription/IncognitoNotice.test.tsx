import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { closeChat, useChatWidget } from '../chat/index.ts';
import { IncognitoNotice } from './PrescriptionModals.tsx';

afterEach(() => {
  act(() => closeChat());
});

function ChatState() {
  return <p data-testid="chat">{useChatWidget().open ? 'open' : 'closed'}</p>;
}

describe('the prescription incognito notice', () => {
  it('opens the chat with the pharmacist on duty', async () => {
    stubApi((request) =>
      request.path === '/api/chat/availability' ? { code: 200, result: { available: true } } : undefined,
    );
    const onClose = vi.fn();
    renderInStore(
      <>
        <IncognitoNotice open onClose={onClose} />
        <ChatState />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vestle proviisoriga', hidden: true }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('chat').textContent).toBe('open');
  });

  it('keeps the contact page when no pharmacist is on duty', async () => {
    const server = stubApi((request) =>
      request.path === '/api/chat/availability' ? { code: 200, result: { available: false } } : undefined,
    );
    renderInStore(<IncognitoNotice open onClose={() => undefined} />);
    await waitFor(() =>
      expect(server.sent.map((request) => request.path)).toContain('/api/chat/availability'),
    );
    const link = await screen.findByRole('link', { name: 'Võta ühendust proviisoriga', hidden: true });
    expect(link.getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('button', { name: 'Vestle proviisoriga', hidden: true })).toBeNull();
  });
});
