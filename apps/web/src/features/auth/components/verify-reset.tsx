import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useForgotPassword } from '../api/forgot-password';
import { useVerifyReset } from '../api/verify-reset';
import { useUserStore } from '../stores/user-store';
import { CodeForm } from './code-form';
import { useRedirectTo } from './use-redirect-to';

export type ResetState = { resetToken: string };

/** The reset code; its answer, a short-lived reset token, travels to the password-reset page in history state. */
export function VerifyReset() {
  const navigate = useNavigate();
  const { redirectTo } = useRedirectTo();
  const setEmail = useUserStore((state) => state.setEmail);
  const verify = useVerifyReset();
  const resend = useForgotPassword();

  return (
    <CodeForm
      send={verify.mutateAsync}
      resend={resend}
      onSent={({ data }, input) => {
        setEmail(input.email.trim().toLowerCase());
        void navigate(paths.auth.passwordReset.getHref(redirectTo), {
          replace: true,
          state: { resetToken: data.reset_token } satisfies ResetState,
        });
      }}
    />
  );
}
