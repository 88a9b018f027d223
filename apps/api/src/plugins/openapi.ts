// The OpenAPI description, generated from the routes' zod schemas, and Swagger UI at /api/docs. Swagger UI's
// page loads only its own scripts and styles from this origin, so it renders under the site's CSP as is.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { BRAND } from '@oko/shared/constants';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${BRAND} API`,
          description:
            'The shop API under /api/v1. Success: `{data, message?}`; pages: `{data, meta}`; errors: `{message, errors?}`. Prices are naira strings with 2 decimals.',
          version: '1.0.0',
        },
        tags: [
          { name: 'settings', description: 'Site settings' },
          { name: 'catalog', description: 'Categories and products' },
          { name: 'geo', description: 'Countries, states and delivery channels' },
          { name: 'media', description: 'Images drawn by the server' },
          {
            name: 'auth',
            description: 'Accounts: register, verify, sign in, tokens, password reset, profile',
          },
          { name: 'cart', description: 'The signed-in shopper’s cart' },
          { name: 'content', description: 'Pick-up points and the About, Privacy and Terms pages' },
        ],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [`${DOCS_PREFIX}/*`, `${DOCS_PREFIX}/static/*`] }),
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // Swagger UI's default validatorUrl is off here (null), so the page makes no third-party calls.
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'openapi' },
);
