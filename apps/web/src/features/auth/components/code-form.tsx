import { focusRing } from '@/components/ui/focus-ring';
import { verifyCodeSchema, type VerifyCodeInput } from '@oko/shared/schemas/auth';
import { FormField } from '@/components/ui/form-field';
import { EmailField } from './account-fields';
import { maskEmail } from '@/lib/email';
import { useApiForm } from '@/lib/api-form';
import { useUserStore } from '../stores/user-store';
import { type ResendMutation, useResendCode } from './use-resend-code';
import { AccountForm } from './account-form';
import { textLinkClass } from '@/components/ui/text-link-class';

export type CodeFormProps<Answer> = {
  /** Sends the code: the verify call's `mutateAsync`. */
  send: (input: VerifyCodeInput) => Promise<Answer>;
  onSent: (answer: Answer, input: VerifyCodeInput) => void;
  /** Mails a new code to the address, replacing the old one (resend-verification or forgot-password). */
  resend: ResendMutation;
};

/**
 * The 6-digit code of the verify and verify-reset pages (spec section 9), with the masked address it was sent to
 * (the auth store's; without one the form asks for it) and "Resend code".
 */
export function CodeForm<Answer>({ send, onSent, resend: resendMutation }: CodeFormProps<Answer>) {
  const email = useUserStore((state) => state.email);
  const onResend = useResendCode(resendMutation);
  const form = useApiForm({
    schema: verifyCodeSchema,
    defaultValues: { email: email ?? '', code: '' },
    send,
    onSent,
  });

  const resend = async () => {
    form.clearErrors('root');
    if (email) return onResend(email);
    if (await form.trigger('email')) onResend(form.getValues('email').trim().toLowerCase());
  };

  return (
    <AccountForm
      form={form}
      submit="Verify"
      lead={
        email ? (
          <p className="text-stone-700">
            We sent a 6-digit code to <strong className="font-semibold">{maskEmail(email)}</strong>. It
            expires in 15 minutes.
          </p>
        ) : (
          <EmailField {...form.field('email')} />
        )
      }
      after={
        <button
          type="button"
          onClick={resend}
          disabled={resendMutation.isPending}
          className={`self-start text-sm ${textLinkClass} disabled:opacity-60 ${focusRing}`}
        >
          Resend code
        </button>
      }
    >
      <FormField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('code')}
      />
    </AccountForm>
  );
}
