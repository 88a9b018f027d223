// The shop's settings (apps/api/src/settings), and the deals the thin mock leaves out (issue 28): no paying-ahead
// discount and no discount codes (every code is unknown), so the checkout shows neither.
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import { http, type HttpHandler } from 'msw';
import type { MockContext } from './context';
import { fieldError, json } from './respond';

export function settingsHandlers({ api, state: s }: MockContext): HttpHandler[] {
  return [
    http.get(`${api}/get-setting`, () => json({ data: s().settings })),
    http.get(`${api}/pay-ahead`, () => json({ data: { percent: null } })),
    http.post(`${api}/discount-codes/check`, () => fieldError(422, 'code', DEAL_MESSAGES.unknown)),
    // The back office's list of codes, which the Settings page shows: none.
    http.get(`${api}/admin/discount-codes`, () => json({ data: [] })),
  ];
}
