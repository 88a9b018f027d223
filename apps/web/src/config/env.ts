import { z } from 'zod/mini';
import { MOCK_API_DEFAULT_PORT } from '@oko/shared/constants';

// Spec section 1: the storefront's runtime configuration, read once from the VITE_APP_* variables.
// `zod/mini`: every page loads this first, and mini's functions bring only what they use (decision 019).
const envSchema = z.object({
  API_URL: z.string({ error: 'is required' }).check(z.minLength(1, 'is required')),
  ENABLE_API_MOCKING: z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: 'must be "true" or "false"' }),
      z.transform((value) => value === 'true'),
    ),
  ),
  APP_URL: z._default(z.string(), 'http://localhost:3000'),
  APP_MOCK_API_PORT: z._default(
    z.pipe(z.string().check(z.regex(/^\d+$/, 'must be a port number')), z.transform(Number)),
    MOCK_API_DEFAULT_PORT,
  ),
});
export type Env = z.infer<typeof envSchema>;

/** Where each setting comes from: Vite exposes only VITE_-prefixed variables to the browser. */
const variableNames = {
  API_URL: 'VITE_APP_API_URL',
  ENABLE_API_MOCKING: 'VITE_APP_ENABLE_API_MOCKING',
  APP_URL: 'VITE_APP_URL',
  APP_MOCK_API_PORT: 'VITE_APP_MOCK_API_PORT',
} as const satisfies Record<keyof Env, string>;

/** Reads and validates the settings; throws listing every missing or invalid one. */
export function parseEnv(source: Record<string, unknown>): Env {
  const vars = Object.fromEntries(
    Object.entries(variableNames).map(([setting, variable]) => [setting, source[variable]]),
  );
  const parsed = envSchema.safeParse(vars);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(
      `Invalid env provided. The following variables are missing or invalid:\n${problems.join('\n')}`,
    );
  }
  return parsed.data;
}

export const env = parseEnv(import.meta.env);
