// The shop's HTTP application as a builder: the process (server.ts) and the tests (through `inject`) build the
// same app around a database they opened. Nothing here reads the environment.
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import addressRoutes from './addresses/routes';
import adminDashboardRoutes from './admin/dashboard-routes';
import auditRoutes from './audit/admin-routes';
import adminStaffRoutes from './auth/admin-routes';
import invitationRoutes from './auth/invitation-routes';
import type { AuthOptions } from './auth/context';
import adminOwnerRoutes from './auth/owner-routes';
import { accountJobHandlers } from './auth/account-mail';
import authPlugin from './auth/plugin';
import authRoutes from './auth/routes';
import cartRoutes from './cart/routes';
import adminImageRoutes from './catalog/admin-image-routes';
import creditRoutes from './credit/routes';
import adminCategoryRoutes from './catalog/admin-category-routes';
import adminSearchTermRoutes from './catalog/admin-search-term-routes';
import adminProductRoutes from './catalog/admin-product-routes';
import catalogRoutes from './catalog/routes';
import adminContentRoutes from './content/admin-routes';
import contentRoutes from './content/routes';
import type { Database } from './db/client';
import adminPickupPointRoutes from './delivery/admin-pickup-routes';
import adminDeliveryRoutes from './delivery/admin-routes';
import pickupPointRoutes from './delivery/pickup-routes';
import deliveryRoutes from './delivery/routes';
import adminDealRoutes from './deals/admin-routes';
import dealRoutes from './deals/routes';
import geoRoutes from './geo/routes';
import healthRoutes from './health/routes';
import jobs from './jobs/plugin';
import { publicMediaUrls } from './media/public-urls';
import mediaRoutes from './media/routes';
import type { MediaStore } from './media/store';
import catalogCache from './plugins/catalog-cache';
import errors, { frameworkErrors } from './plugins/errors';
import adminOrderPaymentRoutes from './orders/admin-payment-routes';
import adminOrderRoutes from './orders/admin-routes';
import { cardExpiryJobHandlers } from './orders/card-expiry';
import { orderMailJobHandlers } from './orders/order-mail';
import { orderMessageJobHandlers } from './orders/order-messages';
import { type MessageProviders, memoryProviders } from './messages/providers';
import messageRoutes from './messages/routes';
import { messageJobHandlers } from './messages/service';
import orderRoutes, { type OrderRoutesOptions } from './orders/routes';
import standingOrderAdminRoutes from './orders/standing-order-admin-routes';
import { standingOrderMailJobHandlers } from './orders/standing-order-mail';
import { STANDING_ORDER_SCHEDULE, standingOrderJobHandlers } from './orders/standing-order-run';
import standingOrderRoutes from './orders/standing-order-routes';
import paymentRoutes from './payments/routes';
import bankAccountRoutes from './payments/bank-account-routes';
import { paymentJobHandlers } from './payments/service';
import testGateway, {
  TEST_GATEWAY_PATH,
  type TestGatewayOptions,
  databaseTransactions,
} from './payments/test-gateway';
import openapi from './plugins/openapi';
import security from './plugins/security';
import seoRoutes from './seo/routes';
import staticSite from './plugins/static-site';
import adminLogoRoutes from './settings/admin-logo-routes';
import adminSettingsRoutes from './settings/admin-routes';
import settingsRoutes from './settings/routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /**
     * The shop's clock for delivery windows' cut-offs and a card refund's wait for Paystack's list (tests move it);
     * the database's own now() elsewhere.
     */
    clock: () => Date;
  }
}

export const API_PREFIX = '/api/v1';
/** Larger JSON bodies are refused with 413; no call of the shop comes near it. */
export const BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  db: Database;
  /** The built storefront (index.html, assets/); missing is fine, pages then say to build it. */
  webDistDir: string;
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyBaseLogger;
  bodyLimit?: number;
  /** Accounts: signing key, mailer, clock, throttling (Redis). Defaults suit tests. */
  auth?: AuthOptions;
  /** Behind a load balancer: trust its X-Forwarded-For, so throttling counts per shopper, not per balancer. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Orders: the card payment provider (none: cards are refused) and the shop's address for mail (APP_URL; unset:
   * each order's mail links to the address it was placed from). */
  orders?: OrderRoutesOptions & { publicUrl?: string };
  /** The job worker polls the jobs table this often (ms; the server); unset: tests run jobs with app.jobs.runDue(). */
  jobPollMs?: number;
  /** How many jobs that worker runs at once (JOB_CONCURRENCY; default WORKER_CONCURRENCY). */
  jobConcurrency?: number;
  /** The owner's token of DATA_DIR/admin-token, for `npm run owner:create`'s route; none: that route is a 404. */
  adminToken?: string;
  /** Without PAYSTACK_SECRET_KEY: the built-in test gateway that card payments go through (decision 015); its
   * transactions are kept in the database. */
  testGateway?: Omit<TestGatewayOptions, 'transactions'>;
  /** The shop's public address for absolute links (robots.txt, sitemap.xml); unset: the request's host. */
  appUrl?: string;
  /** Where uploaded images are kept (media/store.ts: DATA_DIR/media or a bucket); unset: uploads are refused (404). */
  media?: MediaStore;
  /** MEDIA_PUBLIC_URL: answers name uploaded pictures at this address (a CDN, a public bucket) instead. */
  mediaPublicUrl?: string;
  /** The clock of delivery windows (cut-offs, the next 14 days), SMS reports and card refunds' waits; tests pass their own. */
  clock?: () => Date;
  /** True once the process is stopping (SIGTERM): readiness answers 503 and answers close their connection. */
  stopping?: () => boolean;
  /** WhatsApp and SMS (messages/providers.ts: live, or test mode in DATA_DIR/messages); unset: kept in memory. */
  messages?: MessageProviders;
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Every route is checked and answered through its zod schemas. Given as the compilers' factories (rather than set
 * on the instance), Fastify never loads its default ones, Ajv and fast-json-stringify: about a hundred modules and
 * a tenth of a second of every start (issue 45). Fastify's option types name Ajv's factories; at run time a factory
 * only has to answer the compiler the routes use.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    bodyLimit: options.bodyLimit ?? BODY_LIMIT,
    frameworkErrors,
    genReqId: () => randomUUID(),
    trustProxy: options.trustProxy ?? false,
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('db', options.db);
  app.decorate('clock', options.clock ?? (() => new Date()));
  const messageProviders = options.messages ?? memoryProviders();

  // The request id travels back, so a shopper's report can be matched with the log.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Stopping: this connection's request is answered, then it closes, so the process can end (issue 44).
    if (options.stopping?.()) reply.header('connection', 'close');
  });

  app.register(errors);
  app.register(security, { imageOrigin: options.mediaPublicUrl && new URL(options.mediaPublicUrl).origin });
  if (options.mediaPublicUrl) app.addHook('preSerialization', publicMediaUrls(options.mediaPublicUrl));
  app.register(compress, { global: true, threshold: 1024 });
  app.register(openapi);
  app.register(authPlugin, options.auth ?? {});
  // Work after a request, all of it (decision 027): account codes and invitations, order and payment mail, and
  // the card payments' time limit and reconciler.
  app.register(jobs, {
    pollMs: options.jobPollMs,
    ...(options.jobConcurrency ? { concurrency: options.jobConcurrency } : {}),
    schedules: [STANDING_ORDER_SCHEDULE],
    handlers: (instance) => {
      const cards = options.orders?.cardPayments;
      const messages = {
        providers: messageProviders,
        mailer: instance.auth.mailer,
        clock: () => instance.clock(),
      };
      return {
        ...accountJobHandlers(instance.auth),
        ...orderMailJobHandlers(instance.db, instance.auth.mailer, options.orders?.publicUrl),
        ...orderMessageJobHandlers(
          instance.db,
          messages,
          options.orders?.publicUrl,
          cards?.paymentMinutes ?? null,
        ),
        ...messageJobHandlers(instance.db, messages),
        ...standingOrderJobHandlers(instance.db, () => instance.clock(), cards ?? null),
        ...standingOrderMailJobHandlers(
          instance.db,
          instance.auth.mailer,
          () => instance.clock(),
          options.orders?.publicUrl,
        ),
        ...(cards ? paymentJobHandlers(instance.db, cards, instance.clock) : {}),
        ...(cards ? cardExpiryJobHandlers(instance.db, cards) : {}),
      };
    },
  });

  app.register(
    async (api) => {
      // Answers the same for every shopper, cached by ETag and a few seconds of shared cache.
      await api.register(async (catalog) => {
        await catalog.register(catalogCache);
        await catalog.register(settingsRoutes);
        await catalog.register(catalogRoutes);
        await catalog.register(pickupPointRoutes);
        await catalog.register(contentRoutes);
      });
      await api.register(geoRoutes);
      await api.register(deliveryRoutes);
      // Answers of one person (tokens, profile, cart, addresses, orders): no cache may keep them.
      await api.register(async (personal) => {
        personal.addHook('onRequest', async (_request, reply) => {
          reply.header('cache-control', 'no-store');
        });
        await personal.register(authRoutes);
        await personal.register(invitationRoutes);
        await personal.register(cartRoutes);
        await personal.register(addressRoutes);
        await personal.register(creditRoutes);
        await personal.register(dealRoutes);
        await personal.register(orderRoutes, { ...options.orders, appUrl: options.appUrl });
        await personal.register(paymentRoutes, {
          cards: options.orders?.cardPayments ?? null,
          appUrl: options.appUrl,
        });
        await personal.register(bankAccountRoutes, { cards: options.orders?.cardPayments ?? null });
        await personal.register(adminOwnerRoutes, { adminToken: options.adminToken });
        await personal.register(adminOrderRoutes);
        await personal.register(adminOrderPaymentRoutes);
        await personal.register(standingOrderRoutes);
        await personal.register(standingOrderAdminRoutes, { cardPayments: options.orders?.cardPayments });
        await personal.register(adminStaffRoutes, { appUrl: options.appUrl });
        // The back office's side of each domain (decision 022).
        for (const adminRoutes of [
          adminDashboardRoutes,
          auditRoutes,
          adminSettingsRoutes,
          adminDeliveryRoutes,
          adminDealRoutes,
          adminCategoryRoutes,
          adminProductRoutes,
          adminPickupPointRoutes,
          adminSearchTermRoutes,
          adminContentRoutes,
        ]) {
          await personal.register(adminRoutes);
        }
        await personal.register(adminImageRoutes, { media: options.media });
        await personal.register(adminLogoRoutes, { media: options.media });
      });
      if (options.testGateway) {
        await api.register(testGateway, {
          // The shop's own gateway refunds at once: a visitor sees the refund processed.
          processRefunds: true,
          processTransfers: true,
          ...options.testGateway,
          transactions: databaseTransactions(options.db),
          prefix: TEST_GATEWAY_PATH,
        });
      }
      await api.register(messageRoutes, { providers: messageProviders });
      await api.register(healthRoutes, { media: options.media, stopping: options.stopping });
    },
    { prefix: API_PREFIX },
  );
  app.register(mediaRoutes, { prefix: '/media', media: options.media });
  app.register(async (site) => {
    await site.register(catalogCache);
    await site.register(seoRoutes, { appUrl: options.appUrl });
  });
  app.register(staticSite, { webDistDir: options.webDistDir, appUrl: options.appUrl });

  return app;
}
