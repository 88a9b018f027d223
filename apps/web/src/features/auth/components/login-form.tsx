import { Link, useNavigate } from 'react-router';
import { loginSchema } from '@oko/shared/schemas/auth';
import { EmailField, PasswordField } from './account-fields';
import { paths } from '@/config/paths';
import { errorStatus } from '@/lib/api-errors';
import { useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { useLogin } from '../api/login';
import { useUserStore } from '../stores/user-store';
import { useRedirectTo } from './use-redirect-to';
import { AccountForm } from './account-form';
import { textLinkClass } from '@/components/ui/text-link-class';

export type LoginFormProps = {
  /** Runs after a successful sign-in, before leaving the page (the app's cart merge). */
  onSignedIn?: () => Promise<void>;
};

/** Spec section 5 "Login"; an unverified address (403) goes to the verify page (DESIGN.md "Accounts"). */
export function LoginForm({ onSignedIn }: LoginFormProps = {}) {
  const navigate = useNavigate();
  const { redirectTo, destinationFor } = useRedirectTo();
  const setEmail = useUserStore((state) => state.setEmail);
  const addNotification = useNotifications((state) => state.addNotification);
  const login = useLogin();
  const form = useApiForm({
    schema: loginSchema,
    defaultValues: { email: '', password: '' },
    send: login.mutateAsync,
    onSent: async ({ data }) => {
      await onSignedIn?.();
      await navigate(destinationFor(data.user), { replace: true });
    },
    onFailed: (error, values) => {
      if (errorStatus(error) !== 403) return false;
      setEmail(values.email.trim().toLowerCase());
      addNotification({
        type: 'info',
        title: 'Verify your email',
        message: 'Enter the 6-digit code we sent to your email.',
      });
      void navigate(paths.auth.verify.getHref(redirectTo));
      return true;
    },
  });

  return (
    <AccountForm
      form={form}
      submit="Login"
      after={
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Link to={paths.auth.forgotPassword.getHref(redirectTo)} className={textLinkClass}>
            Forgot password?
          </Link>
          <Link to={paths.auth.register.getHref(redirectTo)} className={textLinkClass}>
            Create an account
          </Link>
        </div>
      }
    >
      <EmailField {...form.field('email')} />
      <PasswordField autoComplete="current-password" {...form.field('password')} />
    </AccountForm>
  );
}
