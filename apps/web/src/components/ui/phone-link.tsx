import { PHONE_MESSAGES, formatPhone } from '@oko/shared/schemas/phone';

/** The shopper's number (issue 13) as a link a phone dials, or a plain note when they gave none. */
export function PhoneLink({ phone, className }: { phone: string | null; className?: string }) {
  if (!phone) return <>{PHONE_MESSAGES.none}</>;
  return (
    <a href={`tel:${phone}`} className={className}>
      {formatPhone(phone)}
    </a>
  );
}
