// GET /countries, GET /states (?country_id=), GET /states/{id}/areas (issue 42).
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { areaSchema, countrySchema, stateSchema } from '@oko/shared/schemas/geo';
import { stateParams, statesQuerySchema } from '@oko/shared/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAreas, getCountries, getStates } from './service';

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

  app.get(
    '/states/:stateId/areas',
    {
      schema: {
        tags: ['geo'],
        summary: 'A state’s local government areas, by name',
        description:
          'Nigeria’s 774 areas under their states (issue 42). An address may name one (`area_id`); a delivery zone may hold areas, whose fee wins over their state’s.',
        params: stateParams,
        response: { 200: dataEnvelope(z.array(areaSchema)), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await getAreas(app.db, request.params.stateId) }),
  );
};

export default geoRoutes;
