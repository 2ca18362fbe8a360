import { offersSecondPerson, storePath, type OpeningTimes } from '@apteek/domain';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { useSession } from '../account/index.ts';
import { useStoreView } from '../../shell/index.ts';
import { CentreFrame } from './CentreFrame.tsx';
import { OpeningHoursNote, useOpeningHours } from './OpeningHours.tsx';
import { PrescriptionInfo } from './PrescriptionInfo.tsx';
import { SecondPersonNotice } from './PrescriptionModals.tsx';
import { usePrescriptionCentre } from './use-prescription-centre.ts';

const FIELD_CLASS =
  'mt-1 block min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus:border-brand-700 focus:outline-none';

/**
 * /prescriptions: whose prescriptions to see. Own by default; another person's with
 * their personal code and a prescription number, only where the second-person flow exists (EE).
 * The hours come with the page (its loader), so the server prints them; the browser's own check
 * of the hours, once it has them, says the same or newer.
 */
export function PrescriptionCentrePage({ openingTimes = null }: { openingTimes?: OpeningTimes | null }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const navigate = useNavigate();
  const centre = usePrescriptionCentre();
  const hours = useOpeningHours();
  const [whose, setWhose] = useState<'own' | 'other'>('own');
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [patientCode, setPatientCode] = useState('');
  const [prescriptionNumber, setPrescriptionNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { code: useId(), number: useId(), problem: useId() };
  const { session } = useSession();
  // Not for a Finnish patient: her prescriptions are Finnish, and those are dispensed to her alone.
  const secondPersonAllowed = offersSecondPerson(
    storeView.i18n.country,
    session?.user?.identityCountry ?? null,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (whose === 'other') {
      if (!patientCode.trim() || !prescriptionNumber.trim()) return setProblem(t('Field is required'));
      void centre.startList({
        patientCode: patientCode.trim(),
        prescriptionNumber: prescriptionNumber.trim(),
      });
    } else {
      void centre.startList(null);
    }
    void navigate(storePath(storeView.storeCode, '/prescriptions/list'));
  };

  return (
    <CentreFrame
      title={t('Your prescriptions')}
      access={centre.access}
      intro={t('See your valid e-prescriptions and buy the medicine a pharmacist offers for them.')}
      after={<OpeningHoursNote times={hours.openingTimes ?? openingTimes} />}
    >
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-4 sm:p-6"
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold text-ink">{t('Whose prescriptions?')}</legend>
          <label className="flex min-h-11 items-center gap-3 rounded-lg border border-line px-3">
            <input
              type="radio"
              name="whose"
              checked={whose === 'own'}
              onChange={() => setWhose('own')}
              className="size-5 accent-brand-700"
            />
            {t('My prescriptions')}
          </label>
          {secondPersonAllowed && (
            <label className="flex min-h-11 items-center gap-3 rounded-lg border border-line px-3">
              <input
                type="radio"
                name="whose"
                checked={whose === 'other'}
                onChange={() => setNoticeOpen(true)}
                className="size-5 accent-brand-700"
              />
              {t("Another person's prescription")}
            </label>
          )}
        </fieldset>
        {whose === 'other' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.code} className="text-sm font-semibold text-ink">
                {t("The person's personal code")}
              </label>
              <input
                id={ids.code}
                inputMode="numeric"
                autoComplete="off"
                value={patientCode}
                onChange={(event) => setPatientCode(event.target.value)}
                aria-describedby={problem ? ids.problem : undefined}
                className={FIELD_CLASS}
              />
            </div>
            <div>
              <label htmlFor={ids.number} className="text-sm font-semibold text-ink">
                {t('Prescription number')}
              </label>
              <input
                id={ids.number}
                autoComplete="off"
                value={prescriptionNumber}
                onChange={(event) => setPrescriptionNumber(event.target.value)}
                aria-describedby={problem ? ids.problem : undefined}
                className={FIELD_CLASS}
              />
            </div>
            {problem && (
              <p id={ids.problem} role="alert" className="text-sm font-medium text-sale sm:col-span-2">
                {problem}
              </p>
            )}
          </div>
        )}
        <Button type="submit" className="self-start">
          {t('Show prescriptions')}
        </Button>
      </form>
      <PrescriptionInfo finnish={session?.user?.identityCountry === 'FI'} />
      <SecondPersonNotice
        open={noticeOpen}
        onClose={() => setNoticeOpen(false)}
        onAccept={() => {
          setNoticeOpen(false);
          setWhose('other');
        }}
      />
    </CentreFrame>
  );
}
