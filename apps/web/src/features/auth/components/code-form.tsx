import { focusRing } from '@/components/ui/focus-ring';
import { Button } from '@/components/ui/button';
import { verifyCodeSchema, type VerifyCodeInput } from '@oko/shared/schemas/auth';
import { FormError, FormField } from '@/components/ui/form-field';
import { EmailField } from './account-fields';
import { maskEmail } from '@/lib/email';
import { useApiForm } from '@/lib/api-form';

export type CodeFormProps<Answer> = {
  /** The address the code went to (the auth store's); without one the form asks for it. */
  email: string | null;
  submitLabel: string;
  /** Sends the code: the verify call's `mutateAsync`. */
  send: (input: VerifyCodeInput) => Promise<Answer>;
  onSent: (answer: Answer, input: VerifyCodeInput) => void;
  /** Mails a new code to the address; it replaces the old one. */
  onResend?: (email: string) => void;
  resendPending?: boolean;
};

/** The 6-digit code of the verify and verify-reset pages, with the masked address it was sent to (spec section 9). */
export function CodeForm<Answer>({
  email,
  submitLabel,
  send,
  onSent,
  onResend,
  resendPending,
}: CodeFormProps<Answer>) {
  const form = useApiForm({
    schema: verifyCodeSchema,
    defaultValues: { email: email ?? '', code: '' },
    send,
    onSent,
  });
  const { isSubmitting } = form.formState;

  const resend = async () => {
    form.clearErrors('root');
    if (email) return onResend?.(email);
    if (await form.trigger('email')) onResend?.(form.getValues('email').trim().toLowerCase());
  };

  return (
    <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
      {email ? (
        <p className="text-stone-700">
          We sent a 6-digit code to <strong className="font-semibold">{maskEmail(email)}</strong>. It expires
          in 15 minutes.
        </p>
      ) : (
        <EmailField {...form.field('email')} />
      )}
      <FormError message={form.formError} />
      <FormField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('code')}
      />
      <Button type="submit" pending={isSubmitting}>
        {submitLabel}
      </Button>
      {onResend && (
        <button
          type="button"
          onClick={resend}
          disabled={resendPending}
          className={`self-start text-sm font-medium text-green-800 underline-offset-2 hover:underline disabled:opacity-60 ${focusRing}`}
        >
          Resend code
        </button>
      )}
    </form>
  );
}
