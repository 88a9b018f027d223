// Issue 44, "A deploy drops shoppers": two processes of the shop behind Debian's nginx, configured with the
// `upstream` and `location /` blocks of docs/deploy.md as written there, while shoppers open pages, read the
// catalog and place orders with Idempotency-Keys. Instance A is restarted (SIGTERM, then started again), then B,
// as docs/deploy.md's restart procedure does: no shopper sees a failed request, no order is lost or doubled.
// Needs PostgreSQL (DATABASE_URL) and nginx: CI's PostgreSQL step has both (`.ci/run` installs nginx); without
// nginx the test is skipped on a developer's machine and fails on CI.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useOrdersTestbed, type Shopper } from '../testing/orders';
import { makeFakeWebDist } from '../testing/test-app';
import {
  type Answer,
  type ApiProcess,
  TEST_JWT_SECRET,
  ledgerOf,
  orderRequest,
  startApi,
  urlOf,
} from './api-process';

const [PORT_A, PORT_B, PROXY_PORT] = [3127, 3128, 3129] as const;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const DEPLOY_DOC = fileURLToPath(new URL('../../../../docs/deploy.md', import.meta.url));

const TEMP_KINDS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The proxy of docs/deploy.md: its `upstream` block on the test's ports and its `location /` block, verbatim. */
function proxyConfigFromDocs(dir: string, ports: readonly [number, number], listen: number): string {
  const doc = readFileSync(DEPLOY_DOC, 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  const upstream = block && /upstream okofarm \{[^}]*\}/.exec(block)?.[0];
  const location = block && /location \/ \{[^}]*\}/.exec(block)?.[0];
  if (!upstream || !location)
    throw new Error('docs/deploy.md has no nginx block with upstream and location /');
  const onTestPorts = upstream
    .replace('127.0.0.1:3001', `127.0.0.1:${ports[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${ports[1]}`);
  const temp = TEMP_KINDS.map((kind) => `${kind}_temp_path ${join(dir, kind)};`).join('\n  ');
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  ${onTestPorts}
  server {
    listen 127.0.0.1:${listen};
    ${location}
  }
}
`;
}

async function startProxy(dir: string): Promise<ChildProcess> {
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, proxyConfigFromDocs(dir, [PORT_A, PORT_B], PROXY_PORT));
  // Run by root (CI), nginx's workers are `nobody`: let them write their temp files.
  for (const kind of TEMP_KINDS) chmodSync(join(dir, kind), 0o777);
  execFileSync(NGINX!, ['-t', '-q', '-p', dir, '-c', file]);
  const proxy = spawn(NGINX!, ['-p', dir, '-c', file], { stdio: 'ignore' });
  for (let tries = 0; tries < 50; tries++) {
    if ((await send(`http://127.0.0.1:${PROXY_PORT}/api/v1/health/live`)).status === 200) return proxy;
    await sleep(100);
  }
  throw new Error(`nginx did not answer:\n${readFileSync(join(dir, 'error.log'), 'utf8')}`);
}

/**
 * One request on a connection of its own (`Connection: close`), as the shoppers' many phones make them: the test
 * is about the instances behind nginx, not about this process reusing one kept-alive connection through a reload.
 * A page must be the storefront's HTML; an API answer is JSON. Status 0: no answer came.
 */
function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const fail = (error: Error) =>
      resolve({
        status: 0,
        body: undefined,
        retryAfter: null,
        ms: performance.now() - started,
        error: error.message,
      });
    const req = request(url, { method, headers, agent: false, timeout: 15_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', fail);
      res.on('end', () => {
        const json = res.headers['content-type']?.includes('json');
        let status = res.statusCode ?? 0;
        if (!json && !text.includes('<div id="root">')) status = -status;
        resolve({
          status,
          body: json ? (JSON.parse(text) as Answer['body']) : undefined,
          retryAfter: null,
          ms: performance.now() - started,
        });
      });
    });
    req.on('timeout', () => req.destroy(new Error('no answer in 15 s')));
    req.on('error', fail);
    req.end(body);
  });
}

/**
 * docs/deploy.md's procedure for taking an instance out of nginx's rotation (`down`) and back: the line of its
 * port in the upstream block gains or loses ` down`, then `nginx -s reload` (new workers take the file; the old
 * ones finish the requests they hold).
 */
async function setDown(dir: string, port: number, down: boolean): Promise<void> {
  const file = join(dir, 'nginx.conf');
  const config = readFileSync(file, 'utf8').split('\n');
  const changed = config.map((line) =>
    line.includes(`127.0.0.1:${port} `)
      ? down
        ? line.replace(/;$/, ' down;')
        : line.replace(/ down;$/, ';')
      : line,
  );
  writeFileSync(file, changed.join('\n'));
  execFileSync(NGINX!, ['-q', '-p', dir, '-c', file, '-s', 'reload']);
  await sleep(1000);
}

interface Seen {
  what: string;
  answer: Answer;
}

const missing = !process.env.DATABASE_URL || (!NGINX && !process.env.CI);

describe.skipIf(missing)('a rolling restart behind nginx (needs DATABASE_URL and nginx)', () => {
  const bed = useOrdersTestbed({ auth: { jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET) } });
  const webDist = makeFakeWebDist();
  const proxyDir = mkdtempSync(join(tmpdir(), 'oko-nginx-'));
  const apis: Record<number, ApiProcess> = {};
  let proxy: ChildProcess | undefined;
  let databaseUrl: string;
  let shopper: Shopper;
  let channelId: number;

  const start = async (port: number) => {
    apis[port] = await startApi(port, databaseUrl, { env: { WEB_DIST_DIR: webDist.dir } });
  };

  beforeAll(async () => {
    if (!NGINX) throw new Error("nginx is not installed: `apt-get install nginx` (Debian's package)");
    for (const kind of TEMP_KINDS) mkdirSync(join(proxyDir, kind));
    databaseUrl = urlOf(bed.database.handle);
    [, , shopper] = await Promise.all([start(PORT_A), start(PORT_B), bed.shopper()]);
    proxy = await startProxy(proxyDir);
    const channels = (await bed.call('GET', '/delivery-channel')).json() as { data: { id: number }[] };
    channelId = channels.data[0]!.id;
  }, 120_000);

  afterAll(async () => {
    proxy?.kill('SIGTERM');
    await Promise.all(Object.values(apis).map((api) => api.stop()));
    rmSync(proxyDir, { recursive: true, force: true });
    webDist.remove();
  });

  it('restarts A, then B, while shoppers browse and order: 0 failed requests, every order once', async () => {
    const unit = bed.units.rice;
    await bed.setStock(unit.unitId, 5000);
    const before = await ledgerOf(databaseUrl, unit);
    const shop = `http://127.0.0.1:${PROXY_PORT}/api/v1`;

    let running = true;
    const seen: Seen[] = [];
    const shopperLoop = async (lane: number) => {
      for (let round = 0; running; round++) {
        const what = ['page', 'catalog', 'order'][(lane + round) % 3]!;
        const answer =
          what === 'page'
            ? await send(`http://127.0.0.1:${PROXY_PORT}/`)
            : what === 'catalog'
              ? await send(`${shop}/products?page=${1 + (round % 3)}`)
              : await send(`${shop}/create-order`, orderRequest(shopper, channelId, unit, 1));
        seen.push({ what, answer });
      }
    };
    const lanes = Array.from({ length: 6 }, (_, lane) => shopperLoop(lane));

    await sleep(1500);
    for (const port of [PORT_A, PORT_B]) {
      await setDown(proxyDir, port, true);
      await apis[port]!.stop();
      await start(port);
      await setDown(proxyDir, port, false);
      await sleep(1000);
    }
    running = false;
    await Promise.all(lanes);

    const failed = seen.filter(({ what, answer }) => answer.status !== (what === 'order' ? 201 : 200));
    expect(
      failed.map(
        ({ what, answer }) => `${what}: ${answer.status} ${answer.body?.message ?? answer.error ?? ''}`,
      ),
      readFileSync(join(proxyDir, 'error.log'), 'utf8')
        .split('\n')
        .filter((line) => !line.includes('no live upstreams'))
        .join('\n')
        .slice(-6000),
    ).toEqual([]);
    const orders = seen.filter(({ what }) => what === 'order');
    expect(orders.length).toBeGreaterThan(20);

    const placed = orders.map(({ answer }) => answer.body!.data!.id);
    expect(new Set(placed).size).toBe(placed.length);
    const ledger = await ledgerOf(databaseUrl, unit);
    expect(ledger.partial).toBe(0);
    expect(ledger.sold - before.sold).toBe(placed.length);
    expect(ledger.orders).toEqual(expect.arrayContaining(placed));
  }, 120_000);
});
