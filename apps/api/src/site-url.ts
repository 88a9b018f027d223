import type { FastifyRequest } from 'fastify';

/**
 * The shop's address as the shopper reaches it: `APP_URL` when set, else the request's protocol and host (behind
 * a proxy, what TRUST_PROXY lets it name), so a shopper on 127.0.0.1 or a LAN address is sent back there.
 */
export const siteUrl = (appUrl: string | undefined, request: FastifyRequest) =>
  appUrl ?? `${request.protocol}://${request.host}`;
