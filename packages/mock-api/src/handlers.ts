// Every call of the storefront (spec section 7 and DESIGN.md) as MSW handlers over the mock's memory, answering
// as apps/api does (docs/api.md): the same paths, statuses, envelopes and messages, validated with the same
// shared schemas, one file per domain. The contract test (apps/api/src/contract.test.ts) sends the same requests
// to both and compares the answers. The back office and payments are not mocked.
import { http, type HttpHandler } from 'msw';
import { addressHandlers } from './addresses';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { contentHandlers } from './content';
import { createContext, type HandlerOptions } from './context';
import { orderHandlers } from './orders';
import { error } from './respond';
import { settingsHandlers } from './settings';
import type { MockDb } from './state';

export type { HandlerOptions };

export function createHandlers(db: MockDb, options: HandlerOptions = {}): HttpHandler[] {
  const context = createContext(db, options);
  const handlers = [
    ...settingsHandlers(context),
    ...catalogHandlers(context),
    ...addressHandlers(context),
    ...authHandlers(context),
    ...cartHandlers(context),
    ...orderHandlers(context),
    ...contentHandlers(context),
  ];
  // Unknown API paths: the API's JSON 404 for any method.
  if (options.unknownPathsNotFound)
    handlers.push(http.all(`${context.api}/*`, () => error(404, 'Not found')));
  return handlers;
}
