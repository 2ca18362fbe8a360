import type { MedicineInfo } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Badge } from '../../ui/Badge.tsx';

interface MedicineInformationProps {
  medicine: MedicineInfo;
  storage: { label: string; isCold: boolean } | null;
}

/** ATC code, active substance, method of use, storage and the patient information leaflet. */
export function MedicineInformation({ medicine, storage }: MedicineInformationProps) {
  const { t } = useTranslation();
  const rows: [string, string][] = [];
  if (medicine.atc) rows.push([t('ATC code'), medicine.atc.label]);
  if (medicine.substances.length > 0) rows.push([t('Active substance'), medicine.substances.join(', ')]);
  if (medicine.methodOfUse) rows.push([t('Method of use'), medicine.methodOfUse]);
  return (
    <section aria-labelledby="medicine-title">
      <h2 id="medicine-title" className="text-xl font-bold text-ink">
        {t('Medicine information')}
      </h2>
      <dl className="mt-3 divide-y divide-line rounded-xl border border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
            <dd className="text-sm text-ink">{value}</dd>
          </div>
        ))}
        {storage && (
          <div className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-semibold text-ink-muted">{t('Storage requirement')}</dt>
            <dd className="flex flex-wrap items-center gap-2 text-sm text-ink">
              {storage.label}
              {storage.isCold && <Badge tone="rx">{t('Cold storage')}</Badge>}
            </dd>
          </div>
        )}
      </dl>
      {medicine.leafletUrl && (
        <a
          href={medicine.leafletUrl}
          className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {t('Patient information leaflet')}
        </a>
      )}
    </section>
  );
}
