// The owner's command on the server (`npm run owner:create`) under test: the shop
// listening on a free port (their way through the running server), a port where nothing listens (the shop is
// not running), and a run that hands the command the test database as its direct way in and collects what it
// prints.
import { type AddressInfo, createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { Database } from '../db/client';
import type { OwnerCommandDeps } from '../auth/owner-command';

/** The token the test shop is started with (`adminToken`) and the command presents. */
export const COMMAND_ADMIN_TOKEN = 'the-owner-of-oko-farm-'.padEnd(48, 'z');

/** What every server command is given. */
type CommandDeps = Pick<OwnerCommandDeps, 'serverUrl' | 'adminToken' | 'openDirect' | 'out' | 'err'>;

const urlOf = (address: string | AddressInfo | null) =>
  `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

/** `fixed`: what this command is given besides (`passwordCost` for owner:create). */
export function useServerCommand<Extra extends object>(
  shop: { app: FastifyInstance; database: { db: Database } },
  command: (args: string[], deps: CommandDeps & Extra) => Promise<number>,
  fixed: Extra,
) {
  let serverUrl = '';
  let deadUrl = '';
  beforeAll(async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    serverUrl = urlOf(shop.app.server.address());
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    deadUrl = urlOf(probe.address());
    await new Promise((resolve) => probe.close(resolve));
  });

  return {
    /** The listening shop's address. */
    get serverUrl() {
      return serverUrl;
    },
    /** A port where nothing listens. */
    get deadUrl() {
      return deadUrl;
    },
    /** Runs the command; its exit code, what it printed and how often it opened the database directly. */
    async run(args: string[], deps: Partial<CommandDeps & Extra> = {}) {
      const out: string[] = [];
      const err: string[] = [];
      let opened = 0;
      const code = await command(args, {
        serverUrl,
        adminToken: COMMAND_ADMIN_TOKEN,
        openDirect: async () => {
          opened += 1;
          return { db: shop.database.db, close: async () => {}, describe: 'in the test database' };
        },
        out: (text: string) => out.push(text),
        err: (text: string) => err.push(text),
        ...fixed,
        ...deps,
      });
      return { code, out, err, opened };
    },
  };
}
