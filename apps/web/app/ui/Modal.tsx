import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation.tsx';
import { Icon } from './Icon.tsx';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content, e.g. confirm and cancel; a drawer's footer stays in view. */
  actions?: ReactNode;
  /**
   * 'sheet' slides in from the left edge and fills the height, for menus on phones; 'drawer' does
   * the same from the right, for the microcart.
   */
  variant?: 'dialog' | 'sheet' | 'drawer';
}

const FRAMES = {
  dialog: 'm-auto w-[min(30rem,100vw-2rem)] rounded-2xl',
  sheet: 'm-0 h-dvh max-h-none w-[min(24rem,100vw-2.5rem)] max-w-none',
  drawer: 'm-0 ml-auto h-dvh max-h-none w-[min(28rem,100vw)] max-w-none',
} as const;

/**
 * A modal dialog on the native <dialog>: the browser traps focus, makes the page inert, closes on
 * Escape and returns focus to the element that opened it; the page behind does not scroll (app.css).
 */
export function Modal({ open, title, onClose, children, actions, variant = 'dialog' }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The page behind stops scrolling by app.css (`html:has(dialog:modal)`), in the style the
    // browser computes as it opens the dialog: set from here, the root's style was a second change
    // that laid the whole page out again (the prescription centre's login dialog for a guest).
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const isFullHeight = variant !== 'dialog';
  return (
    // A click on the backdrop closes the dialog for the mouse; the keyboard has Escape and the
    // close button, so the dialog itself needs no key handler.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`${FRAMES[variant]} bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-900/45`}
    >
      <div className={`flex flex-col ${isFullHeight ? 'h-full' : ''}`}>
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 grid size-10 place-items-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
          >
            <Icon name="close" className="size-5" />
            <span className="sr-only">{t('Close')}</span>
          </button>
        </div>
        <div className={`px-5 py-4 ${isFullHeight ? 'flex-1 overflow-y-auto' : ''}`}>{children}</div>
        {actions && (
          <div
            className={
              variant === 'drawer'
                ? 'border-t border-line bg-surface px-5 py-4'
                : 'flex flex-wrap justify-end gap-3 px-5 pt-1 pb-5'
            }
          >
            {actions}
          </div>
        )}
      </div>
    </dialog>
  );
}
