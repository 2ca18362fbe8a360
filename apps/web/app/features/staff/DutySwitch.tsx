import { useState } from 'react';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { staffApi } from './staff-api.ts';
import { useStaffDutyChanged, useStaffMember } from './StaffShell.tsx';

/**
 * The pharmacist's duty switch: on duty, customers' prescription offer requests wait for
 * them; off, the automatic composer answers at once. Being logged in alone is not being on duty.
 */
export function DutySwitch() {
  const { t } = useTranslation();
  const { onDuty } = useStaffMember();
  const dutyChanged = useStaffDutyChanged();
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle() {
    setIsSaving(true);
    setFailure(null);
    try {
      dutyChanged(await staffApi.setDuty(!onDuty));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : SOMETHING_WRONG);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold text-ink">
        {onDuty
          ? t('Your duty is on: prescription offer requests wait for you.')
          : t('You are not on duty: requests go to the automatic composer until you start duty.')}
      </p>
      <p className="text-sm text-ink-muted">
        {t("While you are on duty, customers' prescription offer requests wait for you for up to 3 minutes.")}
      </p>
      <div>
        <Button tone={onDuty ? 'secondary' : 'primary'} disabled={isSaving} onClick={() => void toggle()}>
          {onDuty ? t('End duty') : t('Start duty')}
        </Button>
      </div>
      {failure && <FormMessage tone="error">{t(failure)}</FormMessage>}
    </div>
  );
}
