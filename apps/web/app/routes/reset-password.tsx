import { useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/translation.tsx';
import { ResetPasswordForm } from '../features/account/index.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import type { Route } from './+types/reset-password';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: noindexMeta(request, (t) => t('Set a new password')) };
}

export const meta = loaderMeta;

/** The link of the password reset e-mail: /reset-password?email=…&token=… */
export default function ResetPassword() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <div className="page-container py-8">
      <h1 className="mb-6 text-2xl font-bold text-brand-900">{t('Set a new password')}</h1>
      <ResetPasswordForm email={params.get('email') ?? ''} token={params.get('token') ?? ''} />
    </div>
  );
}
