import { useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/translation.tsx';
import { ResetPasswordForm } from '../features/account/ResetPasswordForm.tsx';
import { originOf, pageMeta } from '../features/seo/page-meta.ts';
import { storeViewOf } from '../features/store/store-view.ts';
import { translatorFor } from '../i18n/catalogues.server.ts';
import type { Route } from './+types/reset-password';

export function loader({ request }: Route.LoaderArgs) {
  const { storeCode, i18n } = storeViewOf(request);
  const t = translatorFor(i18n.language);
  return {
    meta: pageMeta({
      title: `${t('Set a new password')} | Apteek`,
      origin: originOf(request),
      storeCode,
      alternates: {},
      noindex: true,
    }),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ?? [];
}

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
