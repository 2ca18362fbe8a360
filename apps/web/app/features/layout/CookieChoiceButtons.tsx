import { ALL_ACCEPTED, ALL_REJECTED } from '@apteek/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { chooseCookies } from '../../shell/index.ts';

/**
 * One look for every cookie choice button: refusing is as prominent as accepting, so no choice is
 * pushed by colour or size.
 */
export function ChoiceButton({
  onClick,
  type = 'button',
  children,
}: {
  onClick?: () => void;
  type?: 'button' | 'submit';
  children: ReactNode;
}) {
  return (
    <Button tone="secondary" type={type} className="w-full px-3 sm:w-auto" onClick={onClick}>
      {children}
    </Button>
  );
}

/** Accept all and Reject all, which need nothing else to decide. */
export function AcceptOrRejectAll({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  const choose = (consent: typeof ALL_ACCEPTED) => {
    chooseCookies(consent);
    onChosen?.();
  };
  return (
    <>
      <ChoiceButton onClick={() => choose(ALL_ACCEPTED)}>{t('Accept all')}</ChoiceButton>
      <ChoiceButton onClick={() => choose(ALL_REJECTED)}>{t('Reject all')}</ChoiceButton>
    </>
  );
}
