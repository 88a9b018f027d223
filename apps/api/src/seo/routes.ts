// GET /robots.txt and GET /sitemap.xml at the site's root (registered before the storefront's history fallback,
// which would otherwise answer them with index.html or a 404).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapXml } from './service';

export interface SeoRoutesOptions {
  /** The shop's public address without a trailing slash; unset: the request's protocol and host. */
  appUrl?: string;
}

const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { appUrl }) => {
  /** The site's address; without APP_URL it is the request's host, and a shared cache keeps one copy per host, as
   * it does for the pages (plugins/static-site.ts), so a forged Host reaches no one else. */
  const siteUrlFor = (request: FastifyRequest, reply: FastifyReply) => {
    if (appUrl) return appUrl;
    reply.header('vary', 'host, x-forwarded-host');
    return `${request.protocol}://${request.host}`;
  };

  app.get('/robots.txt', { schema: { tags: ['seo'] } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(siteUrlFor(request, reply))),
  );

  app.get('/sitemap.xml', { schema: { tags: ['seo'] } }, async (request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemapXml(app.db, siteUrlFor(request, reply))),
  );
};

export default seoRoutes;
