// The shopper's bank account for refunds (issue 39, decision 049): the bank chosen from Paystack's list, the
// account number, and the name Paystack resolves for them to confirm. Refunds of money that did not come by card
// are sent there through Paystack Transfers.
import { z } from 'zod';
import { dataEnvelope } from './api';

export const BANK_ACCOUNT_MESSAGES = {
  bankRequired: 'Choose your bank',
  accountNumber: 'The account number is 10 digits',
  notResolved: 'This account number was not found at that bank. Check both and try again.',
  unavailable: 'Banks cannot be checked right now. Please try again in a few minutes.',
  kept: 'Bank account saved. Refunds will be sent there.',
  none: 'No bank account saved yet.',
  needed: 'A refund is due on this order: tell us the bank account to send it to.',
};

/** A bank as `GET /banks` answers it (Paystack's list, `GET /bank?country=nigeria`). */
export const bankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;
/** `GET /banks`: Nigeria's banks as Paystack lists them. */
export const banksAnswerSchema = dataEnvelope(z.array(bankSchema));

/** `PUT /users/bank-account`. */
export const bankAccountInputSchema = z.object({
  bank_code: z
    .string({ error: BANK_ACCOUNT_MESSAGES.bankRequired })
    .trim()
    .min(1, BANK_ACCOUNT_MESSAGES.bankRequired)
    .max(20, BANK_ACCOUNT_MESSAGES.bankRequired),
  account_number: z
    .string({ error: BANK_ACCOUNT_MESSAGES.accountNumber })
    .trim()
    .regex(/^\d{10}$/, BANK_ACCOUNT_MESSAGES.accountNumber),
});
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;

/** The kept account as `GET`/`PUT /users/bank-account` answer it: never the whole number. */
export const bankAccountSchema = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number_last4: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** How a bank account is named on a button or a line: "GTBank ••••1234". */
export const bankAccountLabel = (account: Pick<BankAccount, 'bank_name' | 'account_number_last4'>) =>
  `${account.bank_name} ••••${account.account_number_last4}`;
