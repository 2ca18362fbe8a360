import { OpeningHoursEditor } from '../features/staff/index.ts';
import { staffMeta } from '../features/staff/index.server.ts';
import { useTranslation } from '../i18n/translation.tsx';
import type { Route } from './+types/staff-hours';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: staffMeta(request, (t) => t('Opening hours')) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function StaffHoursRoute() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">{t('Opening hours')}</h1>
      <OpeningHoursEditor />
    </div>
  );
}
