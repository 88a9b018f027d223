import { MOCK_API_DEFAULT_PORT } from '@oko/shared/constants';

// Spec section 1: the storefront's runtime configuration, read once from the VITE_APP_* variables. Checked by
// hand rather than with zod: every page loads this first, and four settings do not justify zod's core on
// every page's first load (decision 019).
export type Env = {
  API_URL: string;
  ENABLE_API_MOCKING?: boolean;
  APP_URL: string;
  APP_MOCK_API_PORT: number;
};

/** Where each setting comes from: Vite exposes only VITE_-prefixed variables to the browser. */
const variableNames = {
  API_URL: 'VITE_APP_API_URL',
  ENABLE_API_MOCKING: 'VITE_APP_ENABLE_API_MOCKING',
  APP_URL: 'VITE_APP_URL',
  APP_MOCK_API_PORT: 'VITE_APP_MOCK_API_PORT',
} as const satisfies Record<keyof Env, string>;

/** Each setting's rule: its value, or the problem with it. A variable Vite fills in is always text. */
type Rule<T> = (value: unknown) => { value: T } | { problem: string };

const isText = (value: unknown): value is string => typeof value === 'string';

const rules: { [Setting in keyof Env]-?: Rule<Env[Setting]> } = {
  API_URL: (value) => (isText(value) && value.length > 0 ? { value } : { problem: 'is required' }),
  ENABLE_API_MOCKING: (value) =>
    value === undefined
      ? { value: undefined }
      : value === 'true' || value === 'false'
        ? { value: value === 'true' }
        : { problem: 'must be "true" or "false"' },
  APP_URL: (value) =>
    value === undefined
      ? { value: 'http://localhost:3000' }
      : isText(value)
        ? { value }
        : { problem: 'must be text' },
  APP_MOCK_API_PORT: (value) =>
    value === undefined
      ? { value: MOCK_API_DEFAULT_PORT }
      : isText(value) && /^\d+$/.test(value)
        ? { value: Number(value) }
        : { problem: 'must be a port number' },
};

/** Reads and validates the settings; throws listing every missing or invalid one. */
export function parseEnv(source: Record<string, unknown>): Env {
  const env: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [setting, rule] of Object.entries(rules) as [keyof Env, Rule<unknown>][]) {
    const result = rule(source[variableNames[setting]]);
    if ('problem' in result) problems.push(`- ${setting}: ${result.problem}`);
    else if (result.value !== undefined) env[setting] = result.value;
  }
  if (problems.length > 0) {
    throw new Error(
      `Invalid env provided. The following variables are missing or invalid:\n${problems.join('\n')}`,
    );
  }
  return env as Env;
}

export const env = parseEnv(import.meta.env);
