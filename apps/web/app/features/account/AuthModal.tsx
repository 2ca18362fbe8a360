import { useTranslation } from '../../i18n/translation.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { CompleteAccountForm } from './CompleteAccountForm.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginMethods } from './LoginMethods.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { closeAuthModal, openAuthModal, useAuthModal, useSession } from './session-client.ts';

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
      {view === 'register' && <RegisterForm onDone={closeAuthModal} onSwitch={openAuthModal} />}
      {view === 'forgot' && <ForgotPasswordForm onSwitch={openAuthModal} />}
      {view === 'complete' && user && <CompleteAccountForm user={user} onDone={closeAuthModal} />}
    </Modal>
  );
}
