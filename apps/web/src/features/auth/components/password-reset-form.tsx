import { MAX_LENGTH } from '@oko/shared/constants';
import { Button } from '@/components/ui/button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { passwordResetSchema, type PasswordResetInput } from '@oko/shared/schemas/auth';
import { FormError, FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { useNotifications } from '@/lib/notifications';
import { useResetPassword } from '../api/reset-password';
import { useUserStore } from '../stores/user-store';
import { useRedirectTo } from './use-redirect-to';
import type { ResetState } from './verify-reset';

const linkClass = 'font-medium text-green-800 underline-offset-2 hover:underline';

/** The new password, with the reset token the verify-reset page passed on. Every session of the account ends. */
export function PasswordResetForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { redirectTo } = useRedirectTo();
  const email = useUserStore((state) => state.email);
  const addNotification = useNotifications((state) => state.addNotification);
  const resetToken = (location.state as Partial<ResetState> | null)?.resetToken;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: {
      email: email ?? '',
      reset_token: resetToken ?? '',
      password: '',
      password_confirmation: '',
    },
  });
  const reset = useResetPassword();
  const { errors } = form.formState;

  if (!resetToken || !email) {
    return (
      <p className="text-stone-700">
        Enter the code we e-mailed you first.{' '}
        <Link to={paths.auth.forgotPassword.getHref(redirectTo)} className={linkClass}>
          Request a code
        </Link>
      </p>
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    reset.mutate(values, {
      onSuccess: ({ message }) => {
        addNotification({ type: 'success', title: 'Success', message });
        navigate(paths.auth.login.getHref(redirectTo), { replace: true });
      },
      onError: (error) =>
        setFormError(applyServerErrors(error, ['password', 'password_confirmation'], form.setError)),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={formError} />
      <FormField
        label="New Password"
        maxLength={MAX_LENGTH.password}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label="Confirm Password"
        maxLength={MAX_LENGTH.password}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <Button type="submit" pending={reset.isPending}>
        Reset Password
      </Button>
    </form>
  );
}
