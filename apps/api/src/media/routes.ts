// GET /media/logo.svg, /media/products/{slug}.svg, /media/categories/{slug}.svg: images we draw ourselves.
// A picture depends only on its URL's slug and the product's name, so it is cached as immutable.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryImage, logoImage, productImage } from './service';

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const fileParams = z.object({ file: z.string().describe('`{slug}.svg`') });

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.type('image/svg+xml; charset=utf-8').header('cache-control', IMAGE_CACHE_CONTROL).send(svg);
}

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/logo.svg', { schema: { tags: ['media'] } }, (_request, reply) => sendSvg(reply, logoImage()));

  app.get('/products/:file', { schema: { tags: ['media'], params: fileParams } }, async (request, reply) =>
    sendSvg(reply, await productImage(app.db, request.params.file)),
  );

  app.get('/categories/:file', { schema: { tags: ['media'], params: fileParams } }, async (request, reply) =>
    sendSvg(reply, await categoryImage(app.db, request.params.file)),
  );
};

export default mediaRoutes;
