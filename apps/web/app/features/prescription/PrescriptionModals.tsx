import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { chatApi, openChat } from '../chat/index.ts';
import { StoreLink } from '../../shell/index.ts';

/** Prescription second-person notice: before another person's prescriptions are asked for. */
export function SecondPersonNotice({
  open,
  onAccept,
  onClose,
}: {
  open: boolean;
  onAccept: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('Buying for another person')}
      actions={
        <>
          <Button tone="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={onAccept}>{t('I understand')}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <p>
          {t(
            'You may buy prescription medicine for another person with their consent. Enter their personal code and the number of one of their prescriptions; only that prescription is shown.',
          )}
        </p>
        <p>{t('A Finnish prescription cannot be bought for another person.')}</p>
        <p>{t('Each look-up is recorded with your name, as the law requires.')}</p>
      </div>
    </Modal>
  );
}

/** Prescription confirmation: a chosen medicine that is not the cheapest. */
export function NotCheapestConfirmation({
  open,
  medicine,
  cheapest,
  onConfirm,
  onClose,
}: {
  open: boolean;
  medicine: string;
  cheapest: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('Not the cheapest medicine')}
      actions={
        <>
          <Button tone="secondary" onClick={onClose}>
            {t('Choose again')}
          </Button>
          <Button onClick={onConfirm}>{t('Add anyway')}</Button>
        </>
      }
    >
      <p className="text-sm">
        {t(
          '{medicine} is not the cheapest suitable medicine for this prescription. The cheapest is {cheapest}.',
          {
            medicine,
            cheapest,
          },
        )}
      </p>
    </Modal>
  );
}

/**
 * Prescription incognito notice: without a chat the customer must still talk to a
 * pharmacist: in the chat while one is on duty, otherwise through
 * the contact page.
 */
export function IncognitoNotice({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [chatAvailable, setChatAvailable] = useState(false);
  useEffect(() => {
    if (!open) return;
    let current = true;
    void chatApi
      .availability()
      .catch(() => false)
      .then((available) => {
        if (current) setChatAvailable(available);
      });
    return () => {
      current = false;
    };
  }, [open]);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('Talk to a pharmacist')}
      actions={
        <Button tone="secondary" onClick={onClose}>
          {t('Close')}
        </Button>
      }
    >
      <div className="flex flex-col items-start gap-4 text-sm">
        {chatAvailable ? (
          <>
            <p>
              {t(
                'A pharmacist advises you free of charge before your order is confirmed. A pharmacist is on duty in the chat now.',
              )}
            </p>
            <Button
              onClick={() => {
                onClose();
                openChat();
              }}
            >
              {t('Chat with a pharmacist')}
            </Button>
          </>
        ) : (
          <>
            <p>
              {t(
                'A pharmacist advises you free of charge before your order is confirmed. The chat is not available right now: please contact us and a pharmacist will answer you.',
              )}
            </p>
            <StoreLink
              path="/contact"
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {t('Contact a pharmacist')}
            </StoreLink>
          </>
        )}
      </div>
    </Modal>
  );
}
