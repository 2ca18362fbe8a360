import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { MountWhen, onDemand } from '../../shell/index.ts';
import { openChat, useChatWidget } from './chat-widget.ts';

const ChatPanel = onDemand(() => import('./ChatPanel.tsx').then((module) => module.ChatPanel));

/**
 * Live chat with a pharmacist on every storefront page: a small button, above the
 * phone's bottom bar and the desktop's back-to-top button. The panel's code loads on first use.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { open } = useChatWidget();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // Closing the panel gives the focus back to the button.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        hidden={open}
        aria-haspopup="dialog"
        onClick={() => openChat()}
        onPointerEnter={ChatPanel.preload}
        onFocus={ChatPanel.preload}
        className="fixed right-3 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-30 grid size-12 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 lg:right-6 lg:bottom-22"
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          aria-hidden="true"
          className="size-6"
        >
          <path strokeLinejoin="round" d="M4 5h16v11H9l-5 4z" />
        </svg>
        <span className="sr-only">{t('Chat with a pharmacist')}</span>
      </button>
      <MountWhen when={open}>
        <ChatPanel />
      </MountWhen>
    </>
  );
}
