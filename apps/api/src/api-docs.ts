// What the routes' OpenAPI descriptions share: the signed-in account's token, and error answers, every one
// `{message, errors?}` (plugins/errors.ts).
import { errorBodySchema } from '@oko/shared/schemas/api';

/** A route for a signed-in account: its bearer token (plugins/openapi.ts names the scheme). */
export const bearer = [{ bearerAuth: [] }];

/** The error answers a route may give, by status. */
export function errorAnswers<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}
