// Caching for answers that are the same for every shopper (the catalog, the shop's settings, the sitemap): a
// validator so a repeat visit on a slow network costs a 304 of a few hundred bytes, and a few seconds of
// shared-cache lifetime so a price change reaches the next shopper within seconds. Registered beside those
// routes only: personal answers (cart, orders, profile) never get a shared-cache header from here.
import etag from '@fastify/etag';
import fp from 'fastify-plugin';

/** How long a shared cache may answer for the server: a CDN, a proxy, or the server's own guest pages. */
export const SHARED_CACHE_SECONDS = 5;

/** Browsers revalidate every time (max-age=0); a CDN or proxy may answer for 5 s. */
export const CATALOG_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`;

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      const cacheable = request.method === 'GET' || request.method === 'HEAD';
      if (cacheable && (reply.statusCode === 200 || reply.statusCode === 304)) {
        reply.header('cache-control', CATALOG_CACHE_CONTROL);
      }
    });
    // Weak: @fastify/compress runs after this (a route-level hook) and the gzip and br bytes differ, but they
    // are the same answer. Route-level onSend hooks run after these, so the hash is of the uncompressed JSON.
    await app.register(etag, { weak: true });
  },
  { name: 'catalog-cache' },
);
