// The shop's order mails (issue 14), text and HTML in the account mails' frame: to the shopper when an order is
// received and when it moves along, to the shop when a new order comes in.
import { BRAND, type PaymentMethod } from '@oko/shared/constants';
import { paymentMethodLabel } from '@oko/shared/payment-methods';
import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import { formatNaira } from '@oko/shared/money';
import { SUBSTITUTE_ALLOWED } from '@oko/shared/packing';
import { gramsToKg } from '@oko/shared/weight';
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  orderStatusLabel,
  type PaymentStatus,
  paymentStatusLabel,
} from '@oko/shared/schemas/order';
import type { RefundWay } from '@oko/shared/schemas/refund';
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import { PHONE_MESSAGES, formatPhone, localPhone } from '@oko/shared/schemas/phone';
import type { Mail } from './mailer';
import { brandedHtml, escapeHtml } from './templates';

/** An order line as mail shows it: as ordered, and what packing made of it (issue 27). */
export interface PackedLine {
  productName: string;
  unitLabel: string;
  quantity: number;
  lineTotalKobo: number;
  estimatedGrams: number | null;
  weighedGrams: number | null;
  outcome: 'unavailable' | 'substituted' | null;
  /** The shopper's choice for a line that runs out (issue 27). */
  ifUnavailable: 'substitute' | 'refund';
  substituteName: string | null;
  substituteUnitLabel: string | null;
  substituteQuantity: number | null;
  finalTotalKobo: number;
}

export interface OrderMailFacts {
  orderId: number;
  shopper: { email: string; name: string };
  paymentMethod: PaymentMethod;
  /** Where the order's money stands when the mail is written. */
  paymentStatus: PaymentStatus;
  lines: PackedLine[];
  subtotalKobo: number;
  /** The discount code and its kobo off, or null; the paying-ahead percent and its kobo off, or null (issue 28). */
  discount: { code: string; kobo: number } | null;
  payAhead: { percent: number; kobo: number } | null;
  deliveryFeeKobo: number;
  totalKobo: number;
  /**
   * The order's account (decision 044) when the mail is written: what it comes to after packing (issue 27), what
   * is still due (packing made a paid order dearer) and what the shop owes back.
   */
  finalTotalKobo: number;
  amountPaidKobo: number;
  amountDueKobo: number;
  refundDueKobo: number;
  /** The deal as packing re-priced it (decision 051): its rows ("Discount (SAVE10) after packing") and a dropped code. */
  packedDeal: { rows: { label: string; kobo: number }[]; droppedCode: string | null };
  deliveryChannelName: string;
  /** The delivery window in Lagos time ("Tue 2 Dec, 9:00–13:00"), or null when the order names none (issue 26). */
  deliveryWindow: string | null;
  /** One line, e.g. "12, Allen Avenue, Ikeja, Lagos, Nigeria". */
  deliveryAddress: string;
  /** Collected, not delivered (issue 43): the point's name, address and hours; null for a delivery. */
  pickupPoint: { name: string; address: string; opening_hours: string } | null;
  /** The phone the order keeps for the rider to call ("+2348031234567"); null when the shopper gave none. */
  phone: string | null;
  bankDetails: { bank_name: string; account_name: string; account_number: string } | null;
  /** The shopper's tracking page for this order. */
  trackingUrl: string;
}

const FOOTER = `${BRAND}: organically grown farm produce`;
const methodLabel = paymentMethodLabel;

function mail(to: string, subject: string, paragraphs: string[], table?: [string, string][]): Mail {
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(table ? [...table.map(([label, value]) => (label ? `${label}: ${value}` : value)), ''] : []),
    FOOTER,
  ].join('\n');
  const rows = (table ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 8px 4px 0;color:#57534e">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;text-align:right">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = brandedHtml(
    [
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`),
      ...(rows
        ? [`<table role="presentation" width="100%" cellpadding="0" cellspacing="0">\n${rows}\n</table>`]
        : []),
    ].join('\n'),
  );
  return { to, subject, text, html };
}

function orderTable(facts: OrderMailFacts): [string, string][] {
  return [
    ...facts.lines.map((line): [string, string] => [
      // What the shopper chose for a line that runs out, until packing settled it (issue 43 item 8).
      `${line.productName} (${line.unitLabel}) × ${line.quantity}` +
        (line.ifUnavailable === 'substitute' && line.outcome === null
          ? ` (${SUBSTITUTE_ALLOWED.toLowerCase()})`
          : ''),
      formatNaira(line.lineTotalKobo),
    ]),
    ['Subtotal', formatNaira(facts.subtotalKobo)],
    ...(facts.discount
      ? [
          [`${DEAL_MESSAGES.row} (${facts.discount.code})`, `−${formatNaira(facts.discount.kobo)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ...(facts.payAhead
      ? [
          [
            `${DEAL_MESSAGES.payAheadRow} (${facts.payAhead.percent}%)`,
            `−${formatNaira(facts.payAhead.kobo)}`,
          ] as [string, string],
        ]
      : []),
    [`Delivery (${facts.deliveryChannelName})`, formatNaira(facts.deliveryFeeKobo)],
    ['Total', formatNaira(facts.totalKobo)],
    [
      'Payment',
      `${methodLabel(facts.paymentMethod)} · ${paymentStatusLabel(facts.paymentMethod, facts.paymentStatus)}`,
    ],
    ...(facts.deliveryWindow
      ? [[facts.pickupPoint ? 'Collection time' : 'Delivery day', facts.deliveryWindow] as [string, string]]
      : []),
    facts.pickupPoint
      ? ['Collect at', pickupPointLine(facts.pickupPoint)]
      : ['Deliver to', facts.deliveryAddress],
    ['Phone', facts.phone ? formatPhone(facts.phone) : PHONE_MESSAGES.none],
  ];
}

/** "Ikeja hub, 12 Obafemi Awolowo Way, Ikeja (open Mon–Sat 10:00–18:00)". */
const pickupPointLine = (point: NonNullable<OrderMailFacts['pickupPoint']>) =>
  `${point.name}, ${point.address} (open ${point.opening_hours})`;

/** When the shopper pays cash: at the door, or when they collect. */
const whenPaidCash = (facts: Pick<OrderMailFacts, 'pickupPoint'>) =>
  facts.pickupPoint ? 'when you collect' : 'when the order is delivered';

function paymentParagraph(facts: OrderMailFacts): string {
  if (facts.paymentMethod === 'bank_transfer' && facts.bankDetails) {
    const bank = facts.bankDetails;
    return (
      `Please transfer ${formatNaira(facts.totalKobo)} to:\n${bank.bank_name}\n` +
      `Account name: ${bank.account_name}\nAccount number: ${bank.account_number}\n` +
      `Use order #${facts.orderId} as the reference.`
    );
  }
  if (facts.paymentMethod === 'pay_on_delivery') {
    return `You pay ${formatNaira(facts.totalKobo)} ${whenPaidCash(facts)}.`;
  }
  return `Total to pay by card: ${formatNaira(facts.totalKobo)}.`;
}

export const orderReceivedMail = (facts: OrderMailFacts) =>
  mail(
    facts.shopper.email,
    `${BRAND}: we received your order #${facts.orderId}`,
    [
      `Hello ${facts.shopper.name},`,
      `Thank you for your order #${facts.orderId}. We will let you know as it moves along.`,
      paymentParagraph(facts),
      `Track it at ${facts.trackingUrl}`,
    ],
    orderTable(facts),
  );

/** What the shop does about the new order's money: never "paid" before it is (issue 23). */
function shopPaymentParagraph(facts: OrderMailFacts): string {
  const total = formatNaira(facts.totalKobo);
  if (facts.paymentStatus === 'paid') return `Paid: ${total} by ${methodLabel(facts.paymentMethod)}.`;
  if (facts.paymentMethod === 'bank_transfer') {
    return (
      `Not paid yet: the shopper pays ${total} by bank transfer. Mark the transfer received in the back office ` +
      'when the money is in the shop’s account.'
    );
  }
  if (facts.paymentMethod === 'pay_on_delivery') {
    return facts.pickupPoint
      ? `Not paid yet: take ${total} when the shopper collects, then mark the cash collected in the back office.`
      : `Not paid yet: collect ${total} on delivery, then mark the cash collected in the back office.`;
  }
  return (
    `Not paid yet: the shopper pays ${total} by card. Wait for the “card payment received” mail before ` +
    'you confirm it; an order not paid in time is cancelled by itself.'
  );
}

export const newOrderMail = (shopEmail: string, facts: OrderMailFacts) =>
  mail(
    shopEmail,
    `${BRAND}: new order #${facts.orderId} (${formatNaira(facts.totalKobo)})`,
    [
      `A new order #${facts.orderId} from ${facts.shopper.name} <${facts.shopper.email}>.`,
      shopPaymentParagraph(facts),
      facts.pickupPoint
        ? `Collected at ${pickupPointLine(facts.pickupPoint)}.`
        : facts.phone
          ? `Call ${formatPhone(facts.phone)} before delivery.`
          : `${PHONE_MESSAGES.none}: write to ${facts.shopper.email} to arrange the delivery.`,
    ],
    orderTable(facts),
  );

/** The states a shopper hears about; the others (processing) are the shop's own business. */
export const NOTIFIED_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'out_for_delivery',
  'delivered',
  'cancelled',
];

const STATUS_LEADS: Partial<Record<OrderStatus, string>> = {
  confirmed: 'We have confirmed your order and are preparing it.',
  out_for_delivery: 'Your order is on its way to you.',
  delivered: 'Your order has been delivered. Enjoy your produce!',
  cancelled: 'Your order has been cancelled. If you did not expect this, reply to this e-mail.',
};

/** A pick-up order's "out for delivery", in its mail and its message (issue 41): where it waits, no rider. */
export const readyForCollectionSentence = (point: NonNullable<OrderMailFacts['pickupPoint']>) =>
  `Your order is ready for collection at ${pickupPointLine(point)}.`;

/** A pick-up order's steps (issue 43): ready at its point, then collected. */
const COLLECTION_LEADS = {
  out_for_delivery: readyForCollectionSentence,
  delivered: () => 'You have collected your order. Enjoy your produce!',
};

/**
 * The rider taking an order out, as the owner gave them (issue 41), in the shopper's out-for-delivery message and
 * mail: "Your rider is Musa Bello, 0803 123 4567." Empty when neither was given.
 */
export function riderSentence(
  rider: { name: string | null; phone: string | null } | null | undefined,
): string {
  const phone = rider?.phone ? localPhone(rider.phone) : null;
  if (rider?.name) return `Your rider is ${rider.name}${phone ? `, ${phone}` : ''}.`;
  return phone ? `Your rider's phone: ${phone}.` : '';
}

/** Why a card order cancelled itself: its payment did not arrive within the shop's CARD_PAYMENT_MINUTES. */
export const unpaidCancellationLead = (minutes: number) =>
  `Your order has been cancelled because it was not paid within ${minutes} minutes of ordering. ` +
  'No money was taken; you are welcome to order again.';

/** `unpaidMinutes`: the order was a card order cancelled by itself, not paid within that many minutes. */
export const statusChangedMail = (
  facts: Pick<OrderMailFacts, 'orderId' | 'shopper' | 'trackingUrl'> &
    Partial<Pick<OrderMailFacts, 'pickupPoint'>> & {
      /** Who takes the order out, when the owner gave them (issue 41). */
      rider?: { name: string | null; phone: string | null } | null;
    },
  status: OrderStatus,
  unpaidMinutes?: number,
) =>
  mail(
    facts.shopper.email,
    `${BRAND}: order #${facts.orderId} is ${orderStatusLabel(status, Boolean(facts.pickupPoint)).toLowerCase()}`,
    [
      `Hello ${facts.shopper.name},`,
      (status === 'cancelled' && unpaidMinutes !== undefined
        ? unpaidCancellationLead(unpaidMinutes)
        : facts.pickupPoint && (status === 'out_for_delivery' || status === 'delivered')
          ? COLLECTION_LEADS[status](facts.pickupPoint)
          : STATUS_LEADS[status]) ?? `Your order #${facts.orderId} is now ${ORDER_STATUS_LABELS[status]}.`,
      ...(status === 'out_for_delivery' && !facts.pickupPoint && riderSentence(facts.rider)
        ? [riderSentence(facts.rider)]
        : []),
      `Track order #${facts.orderId} at ${facts.trackingUrl}`,
    ],
  );

const PAID_BY: Record<PaymentMethod, string> = {
  cards: 'card payment',
  bank_transfer: 'bank transfer',
  pay_on_delivery: 'payment',
  transfer: 'transfer',
};

/**
 * To the shopper when money came in: by card, or a bank transfer or cash the shop received. `amountKobo`: what came
 * in (a difference packing made, issue 38); absent: the order's total.
 */
export const paymentReceivedMail = (facts: OrderMailFacts, amountKobo = facts.totalKobo) =>
  mail(
    facts.shopper.email,
    `${BRAND}: payment received for order #${facts.orderId}`,
    [
      `Hello ${facts.shopper.name},`,
      `We received your ${PAID_BY[facts.paymentMethod]} of ${formatNaira(amountKobo)} for order #${facts.orderId}. ` +
        'We will let you know as it moves along.',
      `Track it at ${facts.trackingUrl}`,
    ],
    orderTable(facts),
  );

/** To the shop when a card order is paid (or pays a difference, `amountKobo`): it can now be confirmed. */
export const cardPaymentReceivedMail = (
  shopEmail: string,
  facts: OrderMailFacts,
  reference: string,
  amountKobo = facts.totalKobo,
) =>
  mail(
    shopEmail,
    `${BRAND}: ${facts.paymentMethod === 'transfer' ? 'transfer' : 'card payment'} received for order #${facts.orderId} (${formatNaira(amountKobo)})`,
    [
      `${facts.shopper.name} <${facts.shopper.email}> paid order #${facts.orderId} ` +
        `${facts.paymentMethod === 'transfer' ? 'by Pay with Transfer' : 'by card'} ` +
        `(Paystack reference ${reference}).`,
    ],
    orderTable(facts),
  );

/**
 * To the shopper (issue 39): a transfer of another amount reached their Pay with Transfer account and goes back to
 * their bank; the account still takes the exact amount until it closes.
 */
export const transferRejectedMail = (facts: OrderMailFacts, amountKobo = facts.totalKobo) =>
  mail(facts.shopper.email, `${BRAND}: your transfer for order #${facts.orderId} was sent back`, [
    `Hello ${facts.shopper.name},`,
    `${PAYMENT_MESSAGES.transferRejected} Order #${facts.orderId} waits for exactly ${formatNaira(amountKobo)}: ` +
      'the account number on your order page takes it until it closes.',
    `Track it at ${facts.trackingUrl}`,
  ]);

/** How a refund sent reached the shopper, in the mail's words (issue 39). */
const REFUND_SENT_WAYS: Record<RefundWay, (account: string | null) => string> = {
  card: () => 'to the card you paid with. Your bank may take a few working days to show it.',
  bank_account: (account) => `to your bank account${account ? ` (${account})` : ''} by transfer.`,
  manual_transfer: () => 'to you by bank transfer from the shop.',
  credit: () => 'as shop credit.',
};

/** To the shopper (issue 39): a refund was sent, whatever its way. */
export const refundSentMail = (
  facts: OrderMailFacts,
  refund: { amountKobo: number; way: RefundWay; account: string | null },
) =>
  mail(
    facts.shopper.email,
    `${BRAND}: ${formatNaira(refund.amountKobo)} refunded for order #${facts.orderId}`,
    [
      `Hello ${facts.shopper.name},`,
      `We sent ${formatNaira(refund.amountKobo)} back for order #${facts.orderId} ${REFUND_SENT_WAYS[refund.way](refund.account)}`,
      `Track it at ${facts.trackingUrl}`,
    ],
  );

/** To the shopper (issue 39): they kept a refund of the order as shop credit; their balance now. */
export const refundCreditedMail = (facts: OrderMailFacts, amountKobo: number, balanceKobo: number) =>
  mail(facts.shopper.email, `${BRAND}: ${formatNaira(amountKobo)} credited to your account`, [
    `Hello ${facts.shopper.name},`,
    `The refund of ${formatNaira(amountKobo)} on order #${facts.orderId} is now shop credit. ` +
      `Your credit: ${formatNaira(balanceKobo)}. The checkout offers it against your next order.`,
    `Track the order at ${facts.trackingUrl}`,
  ]);

const kg = (grams: number) => `${gramsToKg(grams)} kg`;

/** What packing did to one line, in a sentence; undefined when it was sent as ordered. */
function packedLineText(line: PackedLine): string | undefined {
  const ordered = `${line.productName} (${line.unitLabel}) × ${line.quantity}`;
  if (line.outcome === 'unavailable') {
    return `${ordered}: not available today, left out (${formatNaira(line.lineTotalKobo)} off).`;
  }
  if (line.outcome === 'substituted') {
    return (
      `${ordered}: not available today; we sent ${line.substituteName} (${line.substituteUnitLabel}) × ` +
      `${line.substituteQuantity} instead, at ${formatNaira(line.finalTotalKobo)} (was ${formatNaira(line.lineTotalKobo)}).`
    );
  }
  // A weighed line whose price did not change is no change for the shopper (issue 43 item 14).
  if (
    line.weighedGrams !== null &&
    line.estimatedGrams !== null &&
    line.finalTotalKobo !== line.lineTotalKobo
  ) {
    return (
      `${ordered}: estimated ${kg(line.estimatedGrams * line.quantity)}, weighed ${kg(line.weighedGrams)}: ` +
      `${formatNaira(line.finalTotalKobo)} (estimate ${formatNaira(line.lineTotalKobo)}).`
    );
  }
  return undefined;
}

/** How the difference comes back to the shopper, by how they paid and what the order's account says. */
function differenceParagraph(facts: OrderMailFacts): string {
  const final = formatNaira(facts.finalTotalKobo);
  if (facts.paymentStatus !== 'paid') {
    return facts.paymentMethod === 'pay_on_delivery'
      ? `You pay ${final} ${whenPaidCash(facts)}.`
      : `The order now comes to ${final}.`;
  }
  if (facts.amountDueKobo > 0) {
    const due = formatNaira(facts.amountDueKobo);
    return facts.paymentMethod === 'cards'
      ? `Packing added ${due}: please pay it with Pay now on your order page.`
      : `Packing added ${due}: please pay it when the order reaches you.`;
  }
  const back = facts.refundDueKobo;
  if (back <= 0) return `Nothing changes for what you paid: ${formatNaira(facts.amountPaidKobo)}.`;
  if (facts.paymentMethod === 'cards') {
    return `We are refunding ${formatNaira(back)} to your card. Your bank may take a few working days to show it.`;
  }
  if (facts.paymentMethod === 'bank_transfer' || facts.paymentMethod === 'transfer') {
    return `We will send ${formatNaira(back)} back to you by bank transfer, and let you know when it is sent.`;
  }
  return `The rider collects ${final}.`;
}

/** The deal as packing re-priced it (decision 051), or nothing when packing left it as placed. */
function packedDealText(facts: OrderMailFacts): string[] {
  const { rows, droppedCode } = facts.packedDeal;
  return [
    ...(droppedCode ? [DEAL_MESSAGES.codeDropped(droppedCode)] : []),
    ...rows.map((row) => `${row.label}: −${formatNaira(row.kobo)}.`),
  ];
}

/** To the shopper when the order leaves packing and packing changed it (issue 27): what, the new total, the money. */
export const packingChangedMail = (facts: OrderMailFacts) =>
  mail(
    facts.shopper.email,
    `${BRAND}: order #${facts.orderId} was packed: new total ${formatNaira(facts.finalTotalKobo)}`,
    [
      `Hello ${facts.shopper.name},`,
      `We packed your order #${facts.orderId}. Fresh produce is weighed as it is packed, and some items changed:`,
      facts.lines.flatMap((line) => packedLineText(line) ?? []).join('\n'),
      ...packedDealText(facts),
      `Total ordered: ${formatNaira(facts.totalKobo)}. New total: ${formatNaira(facts.finalTotalKobo)}.`,
      differenceParagraph(facts),
      `Track it at ${facts.trackingUrl}`,
    ],
  );
