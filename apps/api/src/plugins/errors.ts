// The one error handler (DESIGN.md "API conventions"): validation → 422 with field errors, a service's
// DomainError → its status, the framework's client errors (bad JSON, body too large, …) → their status with a
// plain message, the database away or past its time limit → 503 with Retry-After, anything else → 500
// "Server error", logged with the request id. No stack or SQL leaves here.
// The process's logger (logger.ts) writes an error by its kind only: a database error's message holds the values.
import { STATUS_CODES } from 'node:http';
import { type ErrorBody, SERVER_MESSAGES } from '@oko/shared/schemas/api';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseUnavailable } from '../db/errors';
import { DomainError } from '../errors';

export const NOT_FOUND: ErrorBody = { message: 'Not found' };
const INVALID = 'The given data was invalid.';
/** A restart or failover of PostgreSQL takes seconds; a client should not retry sooner. */
export const RETRY_AFTER_SECONDS = 5;

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Field errors keyed like Laravel's: `page`, `cart_data.0.quantity`; a whole-object problem under its part. */
function fieldErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
    (errors[field] ??= []).push(issue.message ?? INVALID);
  }
  return errors;
}

function clientErrorMessage(error: FastifyError, status: number): string {
  if (status === 400 && (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')) {
    return 'Malformed JSON in request body.';
  }
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'Unsupported media type: send application/json.';
  // Fastify's own client-error messages describe the request, never the server.
  if (error.code?.startsWith('FST_')) return error.message;
  return STATUS_CODES[status] ?? 'Bad request';
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (a malformed percent-escape such as `%zz`, a
 * parameter past maxParamLength) gets the shop's error envelope instead of Fastify's own `{error, code, …}`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
  request.log.info({ err: error }, 'client error');
  const message = status === 414 ? 'The URL is too long.' : 'The URL is malformed.';
  return reply.code(status).send({ message } satisfies ErrorBody);
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('application/json; charset=utf-8').send(NOT_FOUND);
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error.validation) {
        const errors = fieldErrors(error);
        const first = Object.values(errors)[0]?.[0];
        return reply.code(422).send({ message: first || INVALID, errors } satisfies ErrorBody);
      }
      if (error instanceof DomainError) {
        const body: ErrorBody = { message: error.message };
        if (error.errors) body.errors = error.errors;
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode).send(body);
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return reply.code(status).send({ message: clientErrorMessage(error, status) } satisfies ErrorBody);
      }
      const reason = databaseUnavailable(error);
      if (reason) {
        request.log.warn({ reason }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ message: SERVER_MESSAGES.unavailable } satisfies ErrorBody);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: SERVER_MESSAGES.error } satisfies ErrorBody);
    });

    // Unknown API paths answer JSON without touching the file system (the storefront's wildcard would).
    app.all('/api/*', { schema: { hide: true } }, (_request, reply) => sendNotFound(reply));
  },
  { name: 'errors' },
);
