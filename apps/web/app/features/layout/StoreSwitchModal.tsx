import type { StoreCode } from '@apteek/domain';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { documentAlternates, switchTargetPath } from '../../shell/index.ts';

/** Goes to this page in another store view. */
export function useSwitchStore(): (target: StoreCode) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (target) => void navigate(switchTargetPath(location, target, documentAlternates()));
}

/** A question before another store view opens: staying is the secondary button, going the main one. */
export function StoreSwitchModal({
  open,
  title,
  stayLabel,
  onStay,
  goLabel,
  goLanguage,
  onGo,
  children,
}: {
  open: boolean;
  title: string;
  stayLabel: string;
  onStay: () => void;
  goLabel: string;
  /** The language of the store view offered, which the main button speaks in. */
  goLanguage: string | undefined;
  onGo: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={title}
      actions={
        <>
          <Button tone="secondary" onClick={onStay}>
            {stayLabel}
          </Button>
          <Button onClick={onGo} lang={goLanguage}>
            {goLabel}
          </Button>
        </>
      }
    >
      <p className="text-ink">{children}</p>
    </Modal>
  );
}
