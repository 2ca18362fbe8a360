import { useTranslation } from '../../i18n/translation.tsx';
import type { IconName } from '../../ui/Icon.tsx';
import { useStoreView } from '../../shell/index.ts';

export interface NavItem {
  /** Path inside the store view. */
  path: string;
  label: string;
  icon: IconName;
}

/** Campaigns, and prescriptions only where the store shows them. */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const { prescriptionsVisible } = useStoreView();
  const campaigns: NavItem = { path: '/kampaania', label: t('Campaigns'), icon: 'tag' };
  const prescriptions: NavItem = { path: '/prescriptions', label: t('Prescriptions'), icon: 'prescription' };
  return prescriptionsVisible ? [campaigns, prescriptions] : [campaigns];
}
