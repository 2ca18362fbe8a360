import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useStoreView, StoreLink } from '../../shell/index.ts';

/** Prescription products are only added through the prescription centre. */
export function PrescriptionNotice() {
  const { t } = useTranslation();
  const { prescriptionsVisible } = useStoreView();
  return (
    <div className="flex gap-3 rounded-xl border border-rx/30 bg-rx-soft p-4 text-rx">
      <Icon name="prescription" className="size-6 shrink-0" />
      <div className="text-sm">
        <p className="font-semibold">{t('Prescription medicine')}</p>
        {prescriptionsVisible ? (
          <>
            <p className="mt-1 text-ink">
              {t(
                'This medicine is dispensed only with a valid prescription. You can buy it through the prescription centre, where a pharmacist prepares your offer.',
              )}
            </p>
            <StoreLink
              path="/prescriptions"
              className="mt-3 inline-flex items-center gap-2 rounded-full bg-rx px-5 py-2.5 font-semibold text-white hover:opacity-90"
            >
              {t('Go to the prescription centre')}
            </StoreLink>
          </>
        ) : (
          <>
            <p className="mt-1 text-ink">
              {t(
                'This medicine is dispensed only with a valid prescription. Prescription medicines cannot be bought in this store.',
              )}
            </p>
            <StoreLink path="/prescriptions" className="mt-2 inline-block font-semibold text-rx underline">
              {t('Have a Finnish e-prescription? See how to buy it')}
            </StoreLink>
          </>
        )}
      </div>
    </div>
  );
}
