// GET /robots.txt and GET /sitemap.xml at the site's root (registered before the storefront's history fallback,
// which would otherwise answer them with index.html or a 404).
import type { FastifyPluginAsync } from 'fastify';
import { siteUrl } from '../site-url';
import { robotsTxt, sitemapXml } from './service';

export interface SeoRoutesOptions {
  /** The shop's public address without a trailing slash; unset: the request's protocol and host. */
  appUrl?: string;
}

const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { appUrl }) => {
  app.get('/robots.txt', { schema: { tags: ['seo'] } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(siteUrl(appUrl, request))),
  );

  app.get('/sitemap.xml', { schema: { tags: ['seo'] } }, async (request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemapXml(app.db, siteUrl(appUrl, request))),
  );
};

export default seoRoutes;
