// GET /countries, GET /states (?country_id=).
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { countrySchema, stateSchema } from '@oko/shared/schemas/geo';
import { statesQuerySchema } from '@oko/shared/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCountries, getStates } from './service';

const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['geo'],
        summary: 'Countries we deliver to',
        response: { 200: dataEnvelope(z.array(countrySchema)) },
      },
    },
    async () => ({ data: await getCountries(app.db) }),
  );

  app.get(
    '/states',
    {
      schema: {
        tags: ['geo'],
        summary: 'States, optionally of one country',
        querystring: statesQuerySchema,
        response: { 200: dataEnvelope(z.array(stateSchema)), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await getStates(app.db, request.query.country_id) }),
  );
};

export default geoRoutes;
