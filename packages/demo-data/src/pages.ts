import type { PageSlug } from '@oko/shared/schemas/content';

// The texts a new shop starts with (decision 018): real texts a Nigerian farm-produce shop can publish as they
// are, and the owner edits in the back office (Markdown). `{{site_name}}`, `{{site_email}}`, `{{site_phone}}`
// and `{{address}}` read as the shop's settings, so a changed e-mail address shows on every page at once.

const about = `{{site_name}} sells farm produce that is organically cultivated and carefully processed under
optimal conditions, priced in naira.

## What we sell

Grains and flours, tubers, beans, fresh vegetables and fruit, palm oil, spices and eggs from our own farms and
from the family farms we work with in Ogun, Oyo and Lagos states. No synthetic fertiliser or pesticide is used
on them; what is in season is what we sell.

## How it reaches you

We pack orders every afternoon and deliver them to your door in Lagos, Ogun and Oyo, and through courier
partners to every other state. You may also collect your order at one of our pick-up points: the checkout
lists them with their opening hours.

## Talk to us

- Address: {{address}}
- Phone: {{site_phone}}
- E-mail: {{site_email}}
`;

const privacy = `This notice explains how {{site_name}} ("we") collects and uses your personal data when you use
this shop, as the Nigeria Data Protection Act 2023 (NDPA) requires. We are the data controller. If anything
here is unclear, write to us at {{site_email}}.

## What we collect

- **Your account**: your first and last name, e-mail address and password (kept only as a secure hash).
- **Your addresses**: the delivery address, city, state and nearest landmark you give us.
- **Your phone number**, if you give one, so a rider can call you before delivery.
- **Your orders**: what you bought, the prices, the delivery channel or pick-up point, and each change of an
  order's status.
- **Your payments**: the payment method you chose and whether the payment arrived. Card payments are made on
  Paystack's page: we never see or keep your card number; Paystack tells us only whether the payment succeeded
  and its reference. For a bank transfer we record when the money reached our account.
- **Technical records**: the address of the device that sent a request and the time, kept in our server logs
  to keep the shop secure.

## Why we use it, and on what lawful basis

- To create your account, take your orders, deliver them and take payment: this is needed to perform our
  contract with you (NDPA section 25(1)(b)).
- To send you the e-mails the shop needs to work (verifying your address, a password reset, your order's
  confirmation and status): the same contract.
- To keep tax and accounting records of sales: a legal obligation (section 25(1)(c)).
- To prevent fraud and abuse and keep the shop secure: our legitimate interest (section 25(1)(f)), which does
  not override your rights.

We do not sell your data, and we do not send you marketing without your consent.

## Who receives it

- **Our riders and courier partners** receive your name, delivery address, nearest landmark and phone number,
  only to deliver your order.
- **Paystack** processes card payments and receives what it needs to do so (your e-mail address and the
  amount).
- **Our e-mail provider** delivers the shop's e-mails to you.
- **Our hosting provider** stores the shop's data on our behalf.
- Public authorities, only when the law requires it.

Each of them may use your data only for the work they do for us. Where data is processed outside Nigeria, we
rely on the safeguards the NDPA requires.

## How long we keep it

- Your account and addresses: while you have an account; deleted or anonymised within 30 days of your asking
  us to close it.
- Orders and payment records: 6 years after the order, as tax law requires.
- Server logs: at most 90 days.

## Your rights

Under the NDPA you may ask us to: tell you what data we hold about you and give you a copy; correct it;
delete it where we no longer need it; restrict or object to how we use it; and receive it in a common format
to give to someone else. Where we rely on your consent you may withdraw it at any time. Write to
{{site_email}}; we answer within 30 days and never charge for it.

## Security

Passwords are stored only as secure hashes, every page is served over an encrypted connection, and only the
people who run the shop can see orders.

## Complaints

If you are not satisfied with our answer, you may complain to the **Nigeria Data Protection Commission
(NDPC)**, [ndpc.gov.ng](https://ndpc.gov.ng).

## Contact

{{site_name}}, {{address}}. E-mail: {{site_email}}. Phone: {{site_phone}}.

We will post any change to this notice on this page.
`;

const terms = `These terms apply to every order placed with {{site_name}} ({{address}}). By confirming an order
you accept them.

## Orders

- An order is placed when you press **Confirm Order** and we send you its confirmation. We then reserve the
  items for you.
- We sell fresh produce in the units shown (a kilogram, a basket, a 25 kg bag). Natural produce varies: a
  basket's weight or an item's size may differ slightly from the picture.
- If an item turns out to be unavailable after you ordered, we tell you and refund what you paid for it.

## Prices

- Prices are in Nigerian naira (₦) and include VAT where it applies.
- The price you pay is the one shown when you confirm the order. The delivery fee of the delivery channel you
  choose is shown in the Summary before you confirm.

## Payment

- **Bank transfer**: pay the order's grand total into the account shown after you order, with your order
  number as the reference. We start packing once the money has arrived; an order not paid within 48 hours may
  be cancelled.
- **Cards**: paid securely through Paystack. We never see your card number.
- **Payment on delivery**: where offered, pay the rider when your order arrives.

## Delivery and pick-up

- We deliver to the address you give, within the time the delivery channel states. A rider calls before
  arriving; please make sure someone can receive the order.
- If you chose a pick-up point, collect your order within its opening hours, within 3 days of our telling you
  it is ready; fresh produce not collected by then may be given away and is not refunded.
- Check your order when you receive it, and tell us at once if anything is missing or damaged.

## Cancellations and refunds

- You may cancel an order free of charge until it is packed (its status shows "Processing"). Write to
  {{site_email}} or call {{site_phone}} with your order number.
- Fresh produce cannot be returned once delivered, as it perishes. If something arrives spoiled, damaged or
  wrong, tell us within 24 hours of delivery with a photo: we replace it or refund it, as you prefer.
- Refunds go back the way you paid (to your card through Paystack, or to the bank account you name) within
  7 working days.

## Our responsibility

We are responsible for delivering what you ordered in good condition. Nothing in these terms limits your
rights under the Federal Competition and Consumer Protection Act 2018.

## Contact and disputes

Write to {{site_email}} or call {{site_phone}}; we answer within 2 working days. These terms are governed by
the laws of the Federal Republic of Nigeria.
`;

export const demoPages: Readonly<Record<PageSlug, string>> = { about, privacy, terms };
