// One process in production: the built storefront is served from WEB_DIST_DIR beside the API. Hashed files under
// /assets/ are cached for a year; everything else (index.html above all) is revalidated on each visit. Any other
// GET that wants HTML gets index.html, so the storefront's own router handles deep links (/products/12).
import { existsSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, sendNotFound } from './errors';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export interface StaticSiteOptions {
  /** Vite's output directory: index.html and assets/. */
  webDistDir: string;
}

const NOT_BUILT =
  'The storefront has not been built yet. Run `npm run build` (or `npm start`, which builds it), then reload.';

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || /text\/html|\*\/\*|text\/\*/.test(accept);
}

/** Deep links of the storefront look like /categories/fruits: no file extension, not a missing asset. */
function isStorefrontRoute(path: string): boolean {
  return !path.startsWith('/media/') && !path.startsWith('/assets/') && extname(path) === '';
}

export default fp<StaticSiteOptions>(
  async (app, { webDistDir }) => {
    const indexHtml = join(webDistDir, 'index.html');
    // Checked once, and again on demand until found: a build finished after start is picked up.
    let built = existsSync(indexHtml);
    const hasDistDir = built || existsSync(webDistDir);
    if (!built)
      app.log.warn(`No storefront build at ${webDistDir}: the API runs, pages answer "${NOT_BUILT}"`);

    if (hasDistDir) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        wildcard: true,
        index: ['index.html'],
        cacheControl: false,
        setHeaders(reply, filePath) {
          const fromRoot = relative(webDistDir, filePath).split(sep).join('/');
          reply.header('cache-control', fromRoot.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(path) &&
        isStorefrontRoute(path) &&
        wantsHtml(request);
      if (!isPage) return sendNotFound(reply);

      built ||= existsSync(indexHtml);
      if (!built || !hasDistDir) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(NOT_BUILT);
      }
      return reply.code(200).sendFile('index.html');
    });
  },
  { name: 'static-site' },
);
