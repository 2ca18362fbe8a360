import { useNavigate } from 'react-router';
import { storePath } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { ListToggle } from '../../ui/Button.tsx';
import { notify, useStoreView } from '../../shell/index.ts';
import { addToCompare, compareLimit, removeFromCompare, useCompareList } from './compare-list.ts';

/** Adds a product to the compare list, or takes it off. */
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
    <ListToggle
      pressed={isIn}
      icon="compare"
      variant={variant}
      pageLabel={isIn ? t('In comparison') : t('Compare')}
      cardLabel={
        isIn ? t('Remove {name} from comparison', { name }) : t('Add {name} to comparison', { name })
      }
      onToggle={toggle}
    />
  );
}
