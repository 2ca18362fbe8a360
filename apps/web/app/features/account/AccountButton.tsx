import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';

export function AccountButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="flex flex-col items-center gap-0.5 rounded-lg px-2 py-1 text-xs font-medium text-ink hover:text-brand-700"
    >
      <Icon name="user" />
      <span className="max-lg:sr-only">{t('My account')}</span>
    </button>
  );
}
