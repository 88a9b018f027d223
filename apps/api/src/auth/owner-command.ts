// `npm run owner:create -- <email> <password> [first name] [last name]`: makes the shop's owner account
// (verified), or makes an existing account the owner and sets the given password. Like `npm run order:status`
// (decision 006), it asks the running server (POST /api/v1/admin/owner with DATA_DIR/admin-token) and opens the
// database itself only when no server answers, or always with DATABASE_URL.
import { ownerAccountSchema } from '@oko/shared/schemas/auth';
import { PASSWORD_COST } from './passwords';
import { type StatusCommandDeps, nobodyAnswered, shopAccess } from '../orders/status-command';
import { type OwnerResult, createOwner } from './owner';

export const USAGE = `Usage: npm run owner:create -- <email> <password> [first name] [last name]
  e.g. npm run owner:create -- ada@okofarm.ng 'a long passphrase' Ada Obi`;

export type OwnerCommandDeps = Omit<StatusCommandDeps, 'publicUrl'> & { passwordCost?: number };

type Parsed = ReturnType<typeof ownerAccountSchema.parse>;

/** The arguments as the shared schema reads them, or every problem on its own line. */
export function parseArgs(args: string[]): Parsed | string {
  if (args.length < 2 || args.length > 4) return USAGE;
  const [email, password, name, lastName] = args;
  const parsed = ownerAccountSchema.safeParse({ email, password, name, last_name: lastName });
  if (parsed.success) return parsed.data;
  const labels: Record<string, string> = {
    email: 'e-mail',
    password: 'password',
    name: 'first name',
    last_name: 'last name',
  };
  return [
    ...parsed.error.issues.map((issue) => `${labels[String(issue.path[0])] ?? 'input'}: ${issue.message}`),
    USAGE,
  ].join('\n');
}

function describe(result: OwnerResult, via: string): string {
  const who = `${result.user.email} (${result.user.name} ${result.user.last_name})`;
  return result.action === 'created'
    ? `Created the owner account ${who}, verified, ${via}. Sign in at /auth/login; the back office is at /admin.`
    : `Made ${who} the owner (was ${result.user.previous_role}) and set its password, ${via}; its other sessions ended.`;
}

async function throughServer(
  serverUrl: string,
  adminToken: string | undefined,
  account: Parsed,
  deps: OwnerCommandDeps,
): Promise<number | 'no server'> {
  let response: Response;
  try {
    response = await fetch(`${serverUrl}/api/v1/admin/owner`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(adminToken ? { authorization: `Bearer ${adminToken}` } : {}),
      },
      body: JSON.stringify(account),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    if (nobodyAnswered(error)) return 'no server';
    deps.err(`Could not reach the server at ${serverUrl}: ${(error as Error).message}`);
    return 1;
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; data?: OwnerResult };
  if (response.ok && body.data) {
    deps.out(describe(body.data, `through the server at ${serverUrl}`));
    return 0;
  }
  if (response.status === 401 || response.status === 404) {
    deps.err(
      `The server at ${serverUrl} did not accept the admin token of this DATA_DIR: is it the shop's server, ` +
        'started with the same DATA_DIR (and restarted since this version)?',
    );
    return 1;
  }
  deps.err(`No owner was made: ${body.message ?? `the server answered ${response.status}`}`);
  return 1;
}

/** The command without the process: parses, then makes the owner through the server or directly. */
export async function runOwnerCommand(args: string[], deps: OwnerCommandDeps): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    deps.err(parsed);
    return 1;
  }
  if (deps.serverUrl) {
    const answered = await throughServer(deps.serverUrl, deps.adminToken, parsed, deps);
    if (answered !== 'no server') return answered;
  }
  const opened = await deps.openDirect();
  if (typeof opened === 'string') {
    deps.err(opened);
    return 1;
  }
  try {
    const result = await createOwner(opened.db, parsed, { passwordCost: deps.passwordCost ?? PASSWORD_COST });
    deps.out(describe(result, opened.describe));
    return 0;
  } finally {
    await opened.close();
  }
}

// Run as a script (tsx apps/api/src/auth/owner-command.ts …), not when a test imports it.
if (process.argv[1] && /owner-command\.ts$/.test(process.argv[1])) {
  shopAccess()
    .then((access) =>
      runOwnerCommand(process.argv.slice(2), {
        ...access,
        out: (line) => console.log(line),
        err: (line) => console.error(line),
      }),
    )
    .then(
      (code) => process.exit(code),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
