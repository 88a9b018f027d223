// `npm run mock-server`: the mock API's handlers over HTTP on APP_MOCK_API_PORT (or VITE_APP_MOCK_API_PORT,
// default 8080), for a storefront or a tool that wants the API without a database. Each request becomes a fetch
// Request, answered by MSW's getResponse with the same handlers the storefront's tests and mock mode use.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { MOCK_API_DEFAULT_PORT } from '@oko/shared/constants';
import { createHandlers } from './handlers';
import { createMockDb, DEMO_SHOPPER, type MockDb } from './state';

/** Any page may call it (a storefront on another port): the answers are demo data. */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'Accept, Authorization, Content-Type, Idempotency-Key',
  'access-control-max-age': '600',
};

export function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return MOCK_API_DEFAULT_PORT;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    throw new Error(`APP_MOCK_API_PORT must be a port number (1-65535), got "${value}"`);
  }
  return Number(value);
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  // Every body of the API is JSON text.
  return chunks.length > 0 ? Buffer.concat(chunks).toString('utf8') : undefined;
}

export function createMockServer(
  log: (line: string) => void = console.info,
  db: MockDb = createMockDb({ onMail: (mail) => log(`[mock API] mail to ${mail.to}: ${mail.subject}`) }),
) {
  const handlers = createHandlers(db, { unknownPathsNotFound: true });

  async function answer(incoming: IncomingMessage, outgoing: ServerResponse) {
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, CORS).end();
      return;
    }
    const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    }
    const method = incoming.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming);
    const request = new Request(url, { method, headers, body });
    const response = (await getResponse(handlers, request, { baseUrl: url.origin })) ?? notFound();
    const out: Record<string, string> = { ...CORS };
    response.headers.forEach((value, name) => {
      out[name] = value;
    });
    outgoing.writeHead(response.status, out);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
    log(`[mock API] ${method} ${url.pathname}${url.search} → ${response.status}`);
  }

  return createServer((incoming, outgoing) => {
    answer(incoming, outgoing).catch((problem: unknown) => {
      log(`[mock API] ${incoming.method} ${incoming.url} failed: ${String(problem)}`);
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'content-type': 'application/json', ...CORS });
      outgoing.end(JSON.stringify({ message: 'Server error' }));
    });
  });
}

function notFound() {
  return new Response(JSON.stringify({ message: 'Not found' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  const port = parsePort(process.env.APP_MOCK_API_PORT ?? process.env.VITE_APP_MOCK_API_PORT);
  const server = createMockServer();
  server.listen(port, () => {
    console.info(`Oko Farm mock API is ready at http://localhost:${port}/api/v1`);
    console.info(
      `Sign in as ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}; mailed codes are printed here.`,
    );
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}
