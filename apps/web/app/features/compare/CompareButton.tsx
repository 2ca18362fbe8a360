import { useNavigate } from 'react-router';
import { storePath } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { notify } from '../notifications/notification-store.ts';
import { useStoreView } from '../store/store-view.ts';
import { addToCompare, compareLimit, removeFromCompare, useCompareList } from './compare-list.ts';

/** Adds a product to the compare list, or takes it off (issue 21 item 1). */
export function CompareButton({
  sku,
  name,
  variant = 'card',
}: {
  sku: string;
  name: string;
  variant?: 'card' | 'page';
}) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const navigate = useNavigate();
  const isIn = useCompareList().includes(sku);
  const toggle = () => {
    if (isIn) {
      removeFromCompare(sku);
      notify({ type: 'success', message: t('Removed from comparison') });
      return;
    }
    const outcome = addToCompare(sku);
    const open = { label: t('Compare'), run: () => void navigate(storePath(storeCode, '/compare')) };
    if (outcome === 'full')
      notify({
        type: 'warning',
        message: t('You can compare up to {count} products. Remove one to add another.', {
          count: compareLimit(),
        }),
        action: open,
      });
    else notify({ type: 'success', message: t('Added to comparison'), action: open });
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isIn}
      className={
        variant === 'card'
          ? `relative z-10 grid size-9 place-items-center rounded-full shadow-sm ${
              isIn ? 'bg-brand-700 text-white' : 'bg-white/90 text-brand-700 hover:bg-brand-50'
            }`
          : 'inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:border-brand-700 hover:text-brand-700 aria-pressed:border-brand-700 aria-pressed:text-brand-700'
      }
    >
      <Icon name="compare" className="size-5" />
      {variant === 'page' ? (
        <span>{isIn ? t('In comparison') : t('Compare')}</span>
      ) : (
        <span className="sr-only">
          {isIn ? t('Remove {name} from comparison', { name }) : t('Add {name} to comparison', { name })}
        </span>
      )}
    </button>
  );
}
