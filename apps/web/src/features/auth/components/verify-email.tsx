import { useNavigate } from 'react-router';
import { useNotifications } from '@/lib/notifications';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import { CodeForm } from './code-form';
import { useRedirectTo } from './use-redirect-to';

export type VerifyEmailProps = {
  /** What else happens at sign-in (the route merges the guest cart), before the shopper goes on. */
  onSignedIn?: () => Promise<void>;
};

/**
 * DESIGN.md "Accounts": the code mailed at registration. Verified is signed in (the API answers as login does):
 * the shopper goes on to `redirectTo`, or home (`homeFor`), as from the login page.
 */
export function VerifyEmail({ onSignedIn }: VerifyEmailProps = {}) {
  const navigate = useNavigate();
  const { destinationFor } = useRedirectTo();
  const addNotification = useNotifications((state) => state.addNotification);
  const verify = useVerifyEmail();
  const resend = useResendVerification();

  return (
    <CodeForm
      send={verify.mutateAsync}
      resend={resend}
      onSent={async ({ message, data }) => {
        addNotification({ type: 'success', title: 'Success', message: message ?? 'Email verified.' });
        await onSignedIn?.();
        await navigate(destinationFor(data.user), { replace: true });
      }}
    />
  );
}
