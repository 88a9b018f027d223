import { Link, useNavigate } from 'react-router';
import { emailOnlySchema } from '@oko/shared/schemas/auth';
import { EmailField } from './account-fields';
import { paths } from '@/config/paths';
import { useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { useForgotPassword } from '../api/forgot-password';
import { useUserStore } from '../stores/user-store';
import { useRedirectTo } from './use-redirect-to';
import { AccountForm } from './account-form';
import { textLinkClass } from '@/components/ui/text-link-class';

/** Asks for a reset code; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const { redirectTo } = useRedirectTo();
  const setEmail = useUserStore((state) => state.setEmail);
  const addNotification = useNotifications((state) => state.addNotification);
  const forgot = useForgotPassword();
  const form = useApiForm({
    schema: emailOnlySchema,
    defaultValues: { email: '' },
    send: forgot.mutateAsync,
    onSent: ({ message }, values) => {
      setEmail(values.email.trim().toLowerCase());
      addNotification({ type: 'success', title: 'Success', message });
      void navigate(paths.auth.verifyReset.getHref(redirectTo));
    },
  });

  return (
    <AccountForm
      form={form}
      submit="Send code"
      lead={
        <p className="text-stone-700">
          Enter your email and we will send you a 6-digit code to reset your password.
        </p>
      }
      after={
        <Link to={paths.auth.login.getHref(redirectTo)} className={`text-sm ${textLinkClass}`}>
          Back to Login
        </Link>
      }
    >
      <EmailField {...form.field('email')} />
    </AccountForm>
  );
}
