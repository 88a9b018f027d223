// GET /robots.txt and GET /sitemap.xml at the site's root (registered before the storefront's history fallback,
// which would otherwise answer them with index.html or a 404).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapXml } from './service';

export interface SeoRoutesOptions {
  /** The shop's public address without a trailing slash; unset: the request's protocol and host. */
  appUrl?: string;
}

const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { appUrl }) => {
  const siteUrl = (request: FastifyRequest) => appUrl ?? `${request.protocol}://${request.host}`;

  app.get('/robots.txt', { schema: { tags: ['seo'] } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(siteUrl(request))),
  );

  app.get('/sitemap.xml', { schema: { tags: ['seo'] } }, async (request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemapXml(app.db, siteUrl(request))),
  );
};

export default seoRoutes;
