import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';
import { FeatureNotImplementedModal } from '../layout/FeatureNotImplementedModal.tsx';

/** The header's account icon; `bar` is the bottom navigation's Profile item on phones. */
export function AccountButton({ variant = 'header' }: { variant?: 'header' | 'bar' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={
          variant === 'bar'
            ? 'flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-[0.6875rem] font-semibold text-ink-muted'
            : 'flex flex-col items-center gap-0.5 rounded-lg px-2 py-1 text-xs font-medium text-ink hover:text-brand-700'
        }
      >
        <Icon name="user" />
        <span className={variant === 'header' ? 'max-lg:sr-only' : ''}>
          {variant === 'bar' ? t('Profile') : t('My account')}
        </span>
      </button>
      <FeatureNotImplementedModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
