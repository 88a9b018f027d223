import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useNotifications } from '@/lib/notifications';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { useUserStore } from '../stores/user-store';
import { CodeForm } from './code-form';
import { useRedirectTo } from './use-redirect-to';
import { useResendCode } from './use-resend-code';

/** DESIGN.md "Accounts": the code mailed at registration; verified, the shopper signs in. */
export function VerifyEmail() {
  const navigate = useNavigate();
  const { redirectTo } = useRedirectTo();
  const email = useUserStore((state) => state.email);
  const setEmail = useUserStore((state) => state.setEmail);
  const setIsVerified = useUserStore((state) => state.setIsVerified);
  const addNotification = useNotifications((state) => state.addNotification);
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const resendCode = useResendCode(resend);

  return (
    <CodeForm
      email={email}
      submitLabel="Verify"
      send={verify.mutateAsync}
      onSent={({ data, message }) => {
        setEmail(data.user.email);
        setIsVerified();
        addNotification({ type: 'success', title: 'Success', message: message ?? 'Email verified.' });
        void navigate(paths.auth.login.getHref(redirectTo), { replace: true });
      }}
      resendPending={resend.isPending}
      onResend={resendCode}
    />
  );
}
