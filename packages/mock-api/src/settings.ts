// The shop's settings (apps/api/src/settings).
import { http, type HttpHandler } from 'msw';
import type { MockContext } from './context';
import { json } from './respond';

export function settingsHandlers({ api, state: s }: MockContext): HttpHandler[] {
  return [http.get(`${api}/get-setting`, () => json({ data: s().settings }))];
}
