import { queryOptions, useQuery } from '@tanstack/react-query';
import { payAheadAnswerSchema } from '@oko/shared/schemas/deals';
import { api } from '@/lib/api-client';

// Issue 28: `GET /pay-ahead`, the percent off for paying by card or transfer (null: none). Asked by the checkout
// alone, so no other page's first load carries it. Its schema comes with the checkout, which holds zod already
// (no chunk of its own: every chunk's name costs the entry bytes).
const payAheadAnswer = () => Promise.resolve(payAheadAnswerSchema);

/**
 * The checkout's alone, so kept here rather than in lib/query-keys.ts, whose bytes every page's first load carries
 * (the product page has none to spare, issue 15).
 */
export const PAY_AHEAD_KEY = ['pay-ahead'] as const;

export async function getPayAhead(): Promise<number | null> {
  return (await api.get('/pay-ahead', payAheadAnswer)).data.percent;
}

export const usePayAhead = () => useQuery(queryOptions({ queryKey: PAY_AHEAD_KEY, queryFn: getPayAhead }));
