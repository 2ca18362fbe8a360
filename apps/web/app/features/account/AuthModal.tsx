import { useTranslation } from '../../i18n/translation.tsx';
import { MountWhen, onDemand } from '../../shell/index.ts';
import { Modal } from '../../ui/Modal.tsx';
import { CompleteAccountForm } from './CompleteAccountForm.tsx';
import { LoginMethods } from './LoginMethods.tsx';
import { closeAuthModal, openAuthModal, useAuthModal, useSession } from './session-client.ts';

// Registration and the forgotten password load when first shown: the prescription centre opens
// the modal for a guest at once, and the login needs neither. The step after a strong login stays,
// as the modal opens on it by itself.
const RegisterForm = onDemand(() => import('./RegisterForm.tsx').then((module) => module.RegisterForm));
const ForgotPasswordForm = onDemand(() =>
  import('./ForgotPasswordForm.tsx').then((module) => module.ForgotPasswordForm),
);

/**
 * Authentication modal: login (the store's methods), registration and
 * the forgotten password, one at a time.
 */
export function AuthModal() {
  const { t } = useTranslation();
  const view = useAuthModal();
  const user = useSession().session?.user ?? null;
  const titles = {
    login: t('Log in'),
    register: t('Create an account'),
    forgot: t('Reset password'),
    complete: t('Complete your account'),
  };
  return (
    <Modal open={view !== null} onClose={closeAuthModal} title={view ? titles[view] : ''}>
      {view === 'login' && <LoginMethods onDone={closeAuthModal} onSwitch={openAuthModal} />}
      <MountWhen when>
        {view === 'register' && <RegisterForm onDone={closeAuthModal} onSwitch={openAuthModal} />}
        {view === 'forgot' && <ForgotPasswordForm onSwitch={openAuthModal} />}
      </MountWhen>
      {view === 'complete' && user && <CompleteAccountForm user={user} onDone={closeAuthModal} />}
    </Modal>
  );
}
