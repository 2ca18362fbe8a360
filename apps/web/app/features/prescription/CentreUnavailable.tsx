import { useTranslation } from '../../i18n/translation.tsx';
import { ContentStatus } from '../content/index.ts';

/** A store without the prescription centre (spec 001 §6: the menu is hidden there too). */
export function CentreUnavailable() {
  const { t } = useTranslation();
  return (
    <ContentStatus
      code="404"
      title={t('Prescription centre')}
      text={t('Prescription medicines cannot be bought in this store.')}
    />
  );
}
