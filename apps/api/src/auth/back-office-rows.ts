// The back office's routes of one kind of row (issue 37): list, add, edit and remove under one path, each given its
// words and the service function it calls. The service answers the row, or throws the 404, 409 or 422 it means
// (errors.ts); these routes only wire it to HTTP, so each resource's route file says what differs and no more.
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import type { Actor } from '../audit/queries';
import type { Database } from '../db/client';
import { actorOf } from './back-office';
import { idOf } from '@oko/shared/params';

/**
 * A path of one row, `{ [name]: id }`: a whole number from 1, with the API's words for a bad one (those of
 * @oko/shared/params, whose paths the mock API reads too).
 */
export function idParams<Name extends string>(name: Name) {
  const id = idOf(name);
  return z.object({ [name]: id } as Record<Name, typeof id>);
}

/** A route's OpenAPI words. */
interface Words {
  summary: string;
  description?: string;
}

/** A write: its body, what the back office is told after it, and the service function that makes it. */
interface Write<Body extends z.core.$ZodType, Service> extends Words {
  body: Body;
  message: string;
  write: Service;
}

/**
 * The routes of the rows `row` at `path` (`/admin/pickup-points`); one of them is `path/:idName`. Call after
 * `backOfficeRoutes`.
 */
export function adminRows<Row extends z.core.$ZodType>(
  app: FastifyInstance,
  path: string,
  row: Row,
  idName: string,
) {
  type Answer = Promise<z.input<Row>>;
  const one = dataEnvelope(row);
  const params = idParams(idName);
  const idIn = (request: FastifyRequest) => (request.params as Record<string, number>)[idName]!;
  return {
    /** `GET path`: every row. */
    list(summary: string, read: (db: Database) => Promise<z.input<Row>[]>) {
      app.get(path, { schema: { summary, response: { 200: dataEnvelope(z.array(row)) } } }, async () => ({
        data: await read(app.db),
      }));
    },

    /** `POST path`: a new row, 201 with it. */
    add<Body extends z.core.$ZodType>({
      body,
      message,
      write,
      ...words
    }: Write<Body, (db: Database, actor: Actor, input: z.output<Body>) => Answer>) {
      app.post(path, { schema: { ...words, body, response: { 201: one } } }, async (request, reply) =>
        reply.code(201).send({
          data: await write(app.db, actorOf(request), request.body as z.output<Body>),
          message,
        }),
      );
    },

    /** `PATCH path/:id` (or `method`, and `then` after the id: `/zones`): the row changed, 200 with it. */
    edit<Body extends z.core.$ZodType>({
      method = 'PATCH',
      then = '',
      body,
      message,
      write,
      ...words
    }: Write<Body, (db: Database, actor: Actor, id: number, input: z.output<Body>) => Answer> & {
      method?: HTTPMethods;
      then?: string;
    }) {
      app.route({
        method,
        url: `${path}/:${idName}${then}`,
        schema: { ...words, params, body, response: { 200: one } },
        handler: async (request) => ({
          data: await write(app.db, actorOf(request), idIn(request), request.body as z.output<Body>),
          message,
        }),
      });
    },

    /** `DELETE path/:id`: the row removed, 200 with it as it was. */
    remove({
      message,
      write,
      ...words
    }: Words & { message: string; write: (db: Database, actor: Actor, id: number) => Answer }) {
      app.delete(
        `${path}/:${idName}`,
        { schema: { ...words, params, response: { 200: one } } },
        async (request) => ({
          data: await write(app.db, actorOf(request), idIn(request)),
          message,
        }),
      );
    },
  };
}
