import { Link, useLocation, useNavigate } from 'react-router';
import { passwordResetSchema } from '@oko/shared/schemas/auth';
import { NewPasswordFields } from './account-fields';
import { paths } from '@/config/paths';
import { useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { useResetPassword } from '../api/reset-password';
import { useUserStore } from '../stores/user-store';
import { useRedirectTo } from './use-redirect-to';
import type { ResetState } from './verify-reset';
import { AccountForm } from './account-form';
import { textLinkClass } from '@/components/ui/text-link-class';

/** The new password, with the reset token the verify-reset page passed on. Every session of the account ends. */
export function PasswordResetForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { redirectTo } = useRedirectTo();
  const email = useUserStore((state) => state.email);
  const addNotification = useNotifications((state) => state.addNotification);
  const resetToken = (location.state as Partial<ResetState> | null)?.resetToken;
  const reset = useResetPassword();
  const form = useApiForm({
    schema: passwordResetSchema,
    defaultValues: {
      email: email ?? '',
      reset_token: resetToken ?? '',
      password: '',
      password_confirmation: '',
    },
    send: reset.mutateAsync,
    onSent: ({ message }) => {
      addNotification({ type: 'success', title: 'Success', message });
      void navigate(paths.auth.login.getHref(redirectTo), { replace: true });
    },
    // The address and the token are not fields here: what the API says of them is the form's error.
    fields: ['password', 'password_confirmation'],
  });

  if (!resetToken || !email) {
    return (
      <p className="text-stone-700">
        Enter the code we e-mailed you first.{' '}
        <Link to={paths.auth.forgotPassword.getHref(redirectTo)} className={textLinkClass}>
          Request a code
        </Link>
      </p>
    );
  }

  return (
    <AccountForm form={form} submit="Reset Password">
      <NewPasswordFields
        label="New Password"
        password={form.field('password')}
        confirmation={form.field('password_confirmation')}
      />
    </AccountForm>
  );
}
