import type { UseMutationResult } from '@tanstack/react-query';
import type { MessageAnswer } from '@oko/shared/schemas/api';
import type { EmailOnlyInput } from '@oko/shared/schemas/auth';
import { getErrorMessage } from '@/lib/api-errors';
import { useNotifications } from '@/lib/notifications';
import { useUserStore } from '../stores/user-store';

export type ResendMutation = UseMutationResult<MessageAnswer, unknown, EmailOnlyInput>;

/**
 * The "Resend code" of both code pages: mails a new code through `resend` (resend-verification or
 * forgot-password), remembers the address and says how it went.
 */
export function useResendCode(resend: ResendMutation) {
  const setEmail = useUserStore((state) => state.setEmail);
  const addNotification = useNotifications((state) => state.addNotification);
  return (address: string) =>
    resend.mutate(
      { email: address },
      {
        onSuccess: ({ message }) => {
          setEmail(address);
          addNotification({ type: 'success', title: 'Success', message });
        },
        onError: (error) =>
          addNotification({ type: 'error', title: 'Failure', message: getErrorMessage(error) }),
      },
    );
}
