import { NOTIFY_MESSAGES } from '@oko/shared/schemas/phone';

/** Beside the checkout's phone field (issue 41): the order's news by WhatsApp to that number. */
export function WhatsappOptIn({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="mt-1 flex items-center gap-2 text-sm text-stone-800">
      <input
        type="checkbox"
        className="size-4 accent-green-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {NOTIFY_MESSAGES.checkoutOptIn}
    </label>
  );
}
