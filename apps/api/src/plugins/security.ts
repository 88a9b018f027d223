// Security headers on every answer (API, media, storefront, docs). The CSP is the one the built storefront and
// Swagger UI run under: scripts and styles from this origin only (inline styles allowed), no framing, no plugins.
// Strict-Transport-Security only on answers that went over HTTPS.
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import { EARLY_TAPS_SCRIPT } from '@oko/shared/early-taps';
import fp from 'fastify-plugin';

/** The one inline script a rendered page runs (issue 29: no lost taps), allowed by its hash and nothing else. */
export const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", EARLY_TAPS_HASH],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // blob: for the back office's photo pickers, which show the chosen file before it is uploaded.
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

export const HSTS = 'max-age=31536000; includeSubDomains';

export default fp<{ imageOrigin?: string | undefined }>(
  async (app, options) => {
    // MEDIA_PUBLIC_URL's origin: the pages show uploaded pictures from there.
    const imgSrc = [...CONTENT_SECURITY_POLICY.imgSrc, ...(options.imageOrigin ? [options.imageOrigin] : [])];
    await app.register(helmet, {
      global: true,
      // No helmet defaults beyond this list: e.g. upgrade-insecure-requests would break plain-http local runs.
      contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY, imgSrc } },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hidePoweredBy: true,
      // Sent below, over HTTPS only: browsers ignore it over plain HTTP, where it only misleads.
      strictTransportSecurity: false,
    });
    // Over HTTPS (reached directly, or through a trusted proxy's X-Forwarded-Proto): helmet's value.
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security' },
);
