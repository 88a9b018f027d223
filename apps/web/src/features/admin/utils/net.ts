import { formatNairaAmount } from '@oko/shared/money';

/** A net that may be below 0 (issue 38), as the shop writes one: "−₦2,580.00". */
export const formatNet = (naira: string) =>
  naira.startsWith('-') ? `−${formatNairaAmount(naira.slice(1))}` : formatNairaAmount(naira);
