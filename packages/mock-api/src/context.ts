// What every domain's handlers share: where the API and pictures live, the mock's memory, its clock, the
// change hook (the browser saves the state) and who is signed in.
import { AUTH_MESSAGES } from '@oko/shared/auth-messages';
import { error } from './respond';
import type { MockDb, MockState, MockUser } from './state';

export interface HandlerOptions {
  /** Where the API lives: `/api/v1` (relative to the page) by default, as the storefront's API_URL. */
  apiUrl?: string;
  /** Where the product and category pictures live: `/media` by default. */
  mediaUrl?: string;
  /**
   * Answer unknown `/api` paths with the API's JSON 404 (the mock server and the browser). Tests leave it off, so
   * that MSW's `onUnhandledRequest: 'error'` still names a call nobody expected.
   */
  unknownPathsNotFound?: boolean;
}

export interface MockContext {
  api: string;
  media: string;
  db: MockDb;
  state(): MockState;
  now(): Date;
  /** After a request that may have changed something. */
  changed(): void;
  /** The signed-in user of the bearer token, or the API's 401 answer. */
  signedIn(request: Request): { user: MockUser; sessionId: number } | Response;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function createContext(db: MockDb, options: HandlerOptions): MockContext {
  const state = () => db.state;
  return {
    api: options.apiUrl ?? '/api/v1',
    media: options.mediaUrl ?? '/media',
    db,
    state,
    now: () => (db.options.now ?? (() => new Date()))(),
    changed: () => db.options.onChange?.(state()),
    signedIn(request) {
      const token = BEARER.exec(request.headers.get('authorization') ?? '')?.[1];
      const session =
        token && state().sessions.find((entry) => entry.accessTokens.includes(token) && !entry.ended);
      const user = session && state().users.find((entry) => entry.id === session.userId);
      if (!session || !user) return error(401, AUTH_MESSAGES.unauthenticated);
      return { user, sessionId: session.id };
    },
  };
}
