// The shopper's bank account for refunds (issue 39, decision 049): GET /banks (Paystack's list, cached), and
// GET / PUT /users/bank-account. Only with Paystack (or its built-in test gateway): without cards, not served.
import { dataEnvelope } from '@oko/shared/schemas/api';
import {
  BANK_ACCOUNT_MESSAGES,
  bankAccountInputSchema,
  bankAccountSchema,
  banksAnswerSchema,
} from '@oko/shared/schemas/bank-account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer, errorAnswers } from '../api-docs';
import { signedIn } from '../auth/plugin';
import { findBankAccount, keepBankAccount, listBanks, toBankAccount } from './bank-accounts';
import type { CardPayments } from './paystack';

const tags = ['payments'];

const bankAccountRoutes: FastifyPluginAsyncZod<{ cards: CardPayments | null }> = async (app, { cards }) => {
  if (!cards) return;

  app.get(
    '/banks',
    {
      schema: {
        tags,
        summary:
          'Nigeria’s banks, by name, as Paystack lists them (cached a day): the bank account’s choices',
        response: { 200: banksAnswerSchema, ...errorAnswers(502) },
      },
    },
    async () => ({ data: await listBanks(cards) }),
  );

  app.get(
    '/users/bank-account',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary: 'The shopper’s bank account for refunds (never the whole number); null when none is kept',
        response: { 200: dataEnvelope(bankAccountSchema.nullable()), ...errorAnswers(401) },
      },
    },
    async (request) => {
      const row = await findBankAccount(app.db, signedIn(request).user.id);
      return { data: row ? toBankAccount(row) : null };
    },
  );

  app.put(
    '/users/bank-account',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearer,
        summary:
          'Keeps the shopper’s bank account for refunds: Paystack resolves the name (422 naming account_number when it cannot, bank_code when the bank is unknown)',
        body: bankAccountInputSchema,
        response: { 200: dataEnvelope(bankAccountSchema), ...errorAnswers(401, 422, 502) },
      },
    },
    async (request) => ({
      data: await keepBankAccount(app.db, cards, signedIn(request).user.id, request.body),
      message: BANK_ACCOUNT_MESSAGES.kept,
    }),
  );
};

export default bankAccountRoutes;
