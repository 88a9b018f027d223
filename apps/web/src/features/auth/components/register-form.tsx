import { Link, useNavigate } from 'react-router';
import { registerSchema } from '@oko/shared/schemas/auth';
import { EmailField, NameFields, NewPasswordFields } from './account-fields';
import { paths } from '@/config/paths';
import { useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { useRegister } from '../api/register';
import { useUserStore } from '../stores/user-store';
import { useRedirectTo } from './use-redirect-to';
import { AccountForm } from './account-form';
import { textLinkClass } from '@/components/ui/text-link-class';

/** Spec section 5 "Register"; a new account goes on to the verify page with its e-mail in the auth store. */
export function RegisterForm() {
  const navigate = useNavigate();
  const { redirectTo } = useRedirectTo();
  const setEmail = useUserStore((state) => state.setEmail);
  const addNotification = useNotifications((state) => state.addNotification);
  const registration = useRegister();
  const form = useApiForm({
    schema: registerSchema,
    defaultValues: { name: '', last_name: '', email: '', password: '', password_confirmation: '' },
    send: registration.mutateAsync,
    onSent: ({ data, message }) => {
      setEmail(data.user.email);
      addNotification({
        type: 'success',
        title: 'Success',
        message: message ?? 'We have sent a 6-digit code to your email.',
      });
      void navigate(paths.auth.verify.getHref(redirectTo));
    },
  });

  return (
    <AccountForm
      form={form}
      submit="Register"
      after={
        <p className="text-sm text-stone-700">
          Already have an account?{' '}
          <Link to={paths.auth.login.getHref(redirectTo)} className={textLinkClass}>
            Login
          </Link>
        </p>
      }
    >
      <NameFields name={form.field('name')} lastName={form.field('last_name')} />
      <EmailField {...form.field('email')} />
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('password_confirmation')}
      />
    </AccountForm>
  );
}
