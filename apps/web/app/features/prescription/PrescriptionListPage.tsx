import {
  countryOfPersonalCode,
  maskPersonalCode,
  prescriptionDate,
  type PrescriptionEntry,
} from '@apteek/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { StoreLink } from '../../shell/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { CentreFrame, HubNotice, StatusMessage, Waiting } from './CentreFrame.tsx';
import { usePrescriptionCentre } from './use-prescription-centre.ts';

/** /prescriptions/list: the list, arriving through the realtime hub, filtered to the patient. */
export function PrescriptionListPage() {
  const { t } = useTranslation();
  const centre = usePrescriptionCentre();
  const { state, access, startList } = centre;
  // Opened directly (a reload keeps nothing of health data): the customer's own list.
  useEffect(() => {
    if (access === 'identified' && state.phase === 'idle') void startList(null);
  }, [access, state.phase, startList]);

  const title =
    state.isSecondPerson && state.patientCode
      ? t('Prescriptions of {code}', { code: maskPersonalCode(state.patientCode) })
      : t('Your prescriptions');
  return (
    <CentreFrame title={title} access={access}>
      <HubNotice phase={centre.hubPhase} />
      {(state.phase === 'idle' || state.phase === 'waiting-list') && (
        <Waiting text={t('Asking the prescription centre for the prescriptions. This takes a moment…')} />
      )}
      <StatusMessage text={state.status} />
      {state.phase === 'listed' && !state.prescriptionsFound && (
        <p className="rounded-xl border border-line bg-surface p-5 font-semibold text-ink">
          {t('No valid prescriptions were found.')}
        </p>
      )}
      {state.prescriptions.length > 0 && (
        <ul className="flex flex-col gap-4" aria-label={t('Prescriptions')}>
          {state.prescriptions.map((prescription) => (
            <PrescriptionCard key={prescription.number} prescription={prescription} />
          ))}
        </ul>
      )}
      <p className="mt-6">
        <StoreLink path="/prescriptions" className="text-sm font-semibold text-brand-800 underline">
          {t('Look up other prescriptions')}
        </StoreLink>
      </p>
    </CentreFrame>
  );
}

/** One prescription with what its texts mention. */
export function PrescriptionFacts({ prescription }: { prescription: PrescriptionEntry }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('Prescription number'), prescription.number],
    [t('Type'), prescription.type === 'active-substance' ? t('Active substance') : t('Product name')],
    [t('Dosage'), prescription.dosage],
    [t('Doctor'), prescription.doctor],
    [t('Issued at'), prescriptionDate(prescription.issuedAt)],
    [t('Valid until'), prescriptionDate(prescription.validUntil)],
    [t('Quantity'), t('{qty} pack|{qty} packs', { qty: prescription.qty })],
  ];
  if (prescription.patientAge !== null) facts.push([t('Age'), String(prescription.patientAge)]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PrescriptionCard({ prescription }: { prescription: PrescriptionEntry }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-col items-start gap-1.5">
        {/* The medicine's name heads every card; a Finnish one says where it comes from. */}
        <h2 className="text-lg font-bold text-brand-900">{prescription.title}</h2>
        {countryOfPersonalCode(prescription.patientCode) === 'FI' && (
          <Badge tone="rx">{t('Finnish e-prescription · no compensation')}</Badge>
        )}
      </div>
      <PrescriptionFacts prescription={prescription} />
      <StoreLink
        path={`/prescriptions/details?number=${encodeURIComponent(prescription.number)}`}
        className="inline-flex min-h-11 items-center justify-center self-start rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        aria-label={t('See the offer for prescription {number}', { number: prescription.number })}
      >
        {t('See the offer')}
      </StoreLink>
    </li>
  );
}
