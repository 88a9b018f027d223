// One process in production: the built storefront is served from WEB_DIST_DIR beside the API. Hashed files under
// /assets/ are cached for a year; everything else (index.html above all) is revalidated on each visit. Any other
// GET that wants HTML is a page: a public one (home, the catalog, a product, search, about, privacy, the 404 page)
// is rendered here by the storefront's server entry (decision 016), any other gets index.html, so the storefront's
// own router handles it in the browser (/carts, /users/account, /admin). A guest's page is rendered once every few
// seconds at most, and again at once when what it shows changes (page-cache.ts, decision 024).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import etag from '@fastify/etag';
import fp from 'fastify-plugin';
import { CATALOG_CACHE_CONTROL, SHARED_CACHE_SECONDS } from './catalog-cache';
import { siteUrl } from '../site-url';
import { isApiPath, sendNotFound } from './errors';
import {
  createPageCache,
  pageAddress,
  pageKey,
  productOfPage,
  productStockSource,
  publicVersionSource,
} from './page-cache';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export interface StaticSiteOptions {
  /** Vite's output directory: index.html, assets/, and the server entry in server/. */
  webDistDir: string;
  /** The site's public address (APP_URL); unset, a page's own host is its origin. */
  appUrl?: string;
}

const NOT_BUILT =
  'The storefront has not been built yet. Run `npm run build` (or `npm start`, which builds it), then reload.';

/** The storefront's server entry (apps/web/src/entry-server.tsx), as built into dist/server. */
interface ServerEntry {
  configureServerApi(options: { base: string; fetch?: typeof fetch }): void;
  /** Null for a page rendered in the browser. */
  renderPage(
    url: string,
    options: { manifest: unknown; siteUrl?: string },
  ): Promise<{ status: number; html: string } | null>;
}

interface Renderer {
  entry: ServerEntry;
  manifest: unknown;
}

/** What the build leaves outside the site: the server's code and Vite's manifest are not pages or assets. */
const PRIVATE_BUILD_DIRS = ['server/', '.vite/'];

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || /text\/html|\*\/\*|text\/\*/.test(accept);
}

/** Deep links of the storefront look like /categories/fruits: no file extension, not a missing asset. */
function isStorefrontRoute(path: string): boolean {
  return !path.startsWith('/media/') && !path.startsWith('/assets/') && extname(path) === '';
}

/**
 * The server entry's queries answered in-process: a `fetch` over `app.inject`, so a rendered page costs no socket
 * and its API calls run through the same routes, validation and caching as a browser's.
 */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: init?.headers as Record<string, string> | undefined,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A weak validator of the page's bytes: the same page for every guest, so a repeat visit is a 304. */
const etagOf = (html: string) => `W/"${createHash('sha1').update(html).digest('base64url')}"`;

/** The encodings a kept page is kept in besides its text, in the order @fastify/compress prefers them. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const encodings = new Negotiator<Encoding | 'identity'>({ supportedValues: [...ENCODINGS, 'identity'] });

/**
 * A page's compressed forms, made once when it is rendered: a kept page is then sent as it is, at no more cost
 * than an uncompressed one (issue 45; @fastify/compress compressed it again on every request, 2.2–2.4 ms of CPU).
 * Brotli at quality 5: a few milliseconds once per render, within 4 % of quality 11's bytes.
 */
const encode = (html: string): Record<Encoding, Buffer> => ({
  br: brotliCompressSync(html, {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
    },
  }),
  gzip: gzipSync(html),
});

/** A guest's page as rendered, with its validator and compressed forms; null: a page the browser renders. */
type GuestPage = { status: number; html: string; etag: string; encoded: Record<Encoding, Buffer> } | null;

/**
 * What the kept guest pages may take: about 400 product pages. Bounded, so that any number of addresses (a
 * crawler's, made-up query strings) cannot grow the process.
 */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

export default fp<StaticSiteOptions>(
  async (app, { webDistDir, appUrl }) => {
    const indexHtml = join(webDistDir, 'index.html');
    const serverEntry = join(webDistDir, 'server', 'entry-server.js');
    const manifestFile = join(webDistDir, '.vite', 'manifest.json');
    // Checked once, and again on demand until found: a build finished after start is picked up.
    let built = existsSync(indexHtml);
    const hasDistDir = built || existsSync(webDistDir);
    if (!built)
      app.log.warn(`No storefront build at ${webDistDir}: the API runs, pages answer "${NOT_BUILT}"`);

    // Loaded on the first page asked for, and again later if the build was missing then.
    let renderer: Promise<Renderer | null> | undefined;
    const loadRenderer = async (): Promise<Renderer | null> => {
      if (!existsSync(serverEntry) || !existsSync(manifestFile)) return null;
      const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
      entry.configureServerApi({ base: 'http://storefront.internal', fetch: injectFetch(app) });
      return { entry, manifest: JSON.parse(await readFile(manifestFile, 'utf8')) };
    };

    /** The server entry, loaded on the first page asked for; null (and tried again next time) without a build. */
    async function currentRenderer(): Promise<Renderer | null> {
      renderer ??= loadRenderer().catch((error: unknown) => {
        app.log.error({ err: error }, 'The storefront server entry could not be loaded');
        return null;
      });
      const loaded = await renderer;
      if (!loaded) renderer = undefined;
      return loaded;
    }

    /** The page rendered on the server, or null when it is rendered in the browser. Throws when the API failed. */
    async function render({ entry, manifest }: Renderer, url: string, site: string): Promise<GuestPage> {
      const page = await entry.renderPage(new URL(url, site).href, { manifest, siteUrl: site });
      return page && { ...page, etag: etagOf(page.html), encoded: encode(page.html) };
    }

    const publicVersion = await publicVersionSource(app.db);
    const productStock = await productStockSource(app.db);
    const guestPages = createPageCache<GuestPage>({
      ttlMs: SHARED_CACHE_SECONDS * 1000,
      maxBytes: PAGE_CACHE_BYTES,
      sizeOf: (page) => (page ? page.html.length + page.encoded.br.length + page.encoded.gzip.length : 0),
    });

    /**
     * A guest's page: from memory when rendered at the current public version within the last few seconds (the
     * same page for every guest at one address), rendered otherwise; null (index.html) when the browser renders it
     * or rendering failed.
     */
    async function guestPage(request: FastifyRequest): Promise<GuestPage> {
      // Without APP_URL the page's links are made from the request's host: one page per site address.
      const site = siteUrl(appUrl, request);
      const loaded = await currentRenderer();
      if (!loaded) return null;
      // Rendered at the address without its tracking parameters: one page for every shared copy of a link.
      const address = pageAddress(request.url);
      try {
        const product = productOfPage(address);
        const version =
          product === undefined
            ? await publicVersion()
            : (await Promise.all([publicVersion(), productStock(product)])).join(' ');
        return await guestPages.get(pageKey(version, `${site}${address}`), () =>
          render(loaded, address, site),
        );
      } catch (error) {
        // The API failed under the page: the browser renders it instead, and shows its own error if it must.
        request.log.error({ err: error }, 'Server rendering failed; index.html sent instead');
        return null;
      }
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
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

      // Every shopper gets the guest's page, signed in or not (issue 23): it is rendered from the URL and the site
      // address alone (no cookie or header reaches the server entry), so it holds nobody's own data and may be kept
      // and sent to anyone. A signed-in shopper's storefront asks for their user after it starts, and fills in the
      // parts that show it (decision 025).
      const page = await guestPage(request);
      if (!page) return reply.code(200).sendFile('index.html');

      reply.code(page.status).type('text/html; charset=utf-8');
      // Without APP_URL the page's links are made from the request's host: a shared cache keeps one copy per host.
      reply.header('vary', appUrl ? 'accept-encoding' : 'host, x-forwarded-host, accept-encoding');
      // The compressed form kept with the page, when the browser takes one (@fastify/compress leaves it be).
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? encodings.negotiate(accepted) : null;
      const body = encoding && encoding !== 'identity' ? page.encoded[encoding] : page.html;
      if (body !== page.html) reply.header('content-encoding', encoding);
      // A page rendered here is the same for everyone: cached like the catalog it shows.
      if (page.status !== 200) return reply.header('cache-control', REVALIDATE).send(body);
      // The validator kept with the page (hashed once, when rendered); @fastify/etag answers a repeat with 304.
      reply.header('cache-control', CATALOG_CACHE_CONTROL).header('etag', page.etag);
      return reply.send(body);
    }

    // The pages' own scope (the files' too: a file not found falls through to the pages' handler in this scope):
    // @fastify/etag, the one way the shop answers ETags and 304s (decision 027), for a guest's page. A 404 page and
    // the API's 404 have none; the files keep @fastify/static's validator (their size and time; streams unhashed).
    await app.register(async (pages) => {
      await pages.register(etag, { weak: true });
      if (hasDistDir) {
        await pages.register(fastifyStatic, {
          root: webDistDir,
          prefix: '/',
          wildcard: true,
          // `/` is a page like any other (below): rendered on the server, not index.html as a file.
          index: false,
          cacheControl: false,
          allowedPath: (path) => !PRIVATE_BUILD_DIRS.some((dir) => path.startsWith(`/${dir}`)),
          setHeaders(reply, filePath) {
            const fromRoot = relative(webDistDir, filePath).split(sep).join('/');
            reply.header('cache-control', fromRoot.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
          },
        });
      }

      pages.addHook('onSend', async (_request, reply) => {
        if (reply.statusCode !== 200 && reply.statusCode !== 304) reply.removeHeader('etag');
      });
      pages.setNotFoundHandler(sendPage);
      // The home page is a directory to the static files: asked for here, or it would be refused as one.
      if (hasDistDir) pages.get('/', sendPage);
    });
  },
  { name: 'static-site' },
);
