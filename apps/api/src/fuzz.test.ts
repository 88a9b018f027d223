// Issue 11: a property-based fuzz of every operation of the OpenAPI description (Schemathesis-style, with
// fast-check). Each operation gets FUZZ_RUNS requests (default 40) built from its documented parameters and
// body: mostly values of the documented types (near the rules, so the request gets past the schema), mixed with
// hostile ones (control characters, lone surrogates, 70 kB strings, huge numbers, wrong types). Every answer
// must be below 500, and a JSON answer must match the schema documented for its status, or be the error
// envelope when none is documented. FUZZ_SEED=<n> replays a run (the seed is printed, and named on a failure).
import Ajv2020 from 'ajv/dist/2020';
import { errorBodySchema } from '@oko/shared/schemas/api';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInShopper, signUpShopper } from './testing/shoppers';
import { useTestApp } from './testing/test-app';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

const shop = useTestApp();
let shopper: SignedInShopper;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

interface Operation {
  method: HTTPMethods;
  path: string;
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
  responses: Record<string, { content?: { 'application/json'?: { schema: object } } }>;
  security?: unknown[];
}

const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'yam\u0000',
    '\u0001\u001f\u007f',
    '\ud800',
    'a\udfffb',
    '%00',
    '../../etc/passwd',
    "'; drop table products; --",
    '0',
    '-1',
    '1e308',
    '2147483648',
    '9007199254740993',
    'NaN',
    'null',
    'ü'.repeat(300),
    'a'.repeat(70_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, -1, 0, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.5, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);
const ids = fc.oneof(fc.integer({ min: -1, max: 130 }), fc.integer());
const typedString = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', minLength: 3, maxLength: 30 }),
  fc.emailAddress(),
  fc.stringMatching(/^\d{1,6}$/),
);

/** A value for `schema`: usually of its type, sometimes hostile. */
function valueOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((part) => valueOf(part, depth + 1)));
  let typed: fc.Arbitrary<unknown>;
  if (schema.enum) typed = fc.constantFrom(...schema.enum);
  else if (schema.type === 'object' && schema.properties) {
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([name, field]) => [name, valueOf(field, depth + 1)]),
    );
    typed = fc.oneof(
      fc.record(fields, { requiredKeys: schema.required ?? [] }),
      fc.record(fields, { requiredKeys: [] }),
    );
  } else if (schema.type === 'array') typed = fc.array(valueOf(schema.items, depth + 1), { maxLength: 4 });
  else if (schema.type === 'integer') typed = ids;
  else if (schema.type === 'number') typed = fc.oneof(ids, fc.double({ noNaN: true }));
  else if (schema.type === 'string') typed = typedString;
  else if (schema.type === 'boolean') typed = fc.boolean();
  else return hostileValue;
  return fc.oneof({ arbitrary: typed, weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

/** A parameter's value as the URL or a header carries it. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Every byte percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Path segments no encoder makes: malformed percent-escapes, bytes that are not UTF-8, dot segments. */
const rawSegment = fc.option(
  fc.constantFrom('%ff', '%', '%zz', '%E0%A4%A', '%c0%80', '..%2f..', '%2e%2e', ''),
);

const spec = () =>
  shop.app.swagger() as unknown as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };

function operations(): Operation[] {
  return Object.entries(spec().paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase() as HTTPMethods,
      path,
    })),
  );
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true, logger: false });

beforeAll(async () => {
  shopper = await signUpShopper(shop);
  console.info(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);
});

describe('every operation of the OpenAPI description, fuzzed', () => {
  it('is described (the fuzz covers what the API documents)', () => {
    expect(operations().length).toBeGreaterThan(30);
  });

  it('answers every request below 500, in the documented shape', { timeout: 120_000 }, async () => {
    for (const operation of operations()) {
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const request = fc.record({
        params: fc.record(
          Object.fromEntries(parameters.map((p) => [`${p.in}:${p.name}`, valueOf(p.schema)])),
          { requiredKeys: parameters.filter((p) => p.in === 'path').map((p) => `${p.in}:${p.name}`) },
        ),
        body: bodySchema ? valueOf(bodySchema) : fc.constant(undefined),
        signedIn: fc.boolean(),
        raw: rawSegment,
      });

      await fc.assert(
        fc.asyncProperty(request, async ({ params, body, signedIn, raw }) => {
          const values = params as Record<string, unknown>;
          const parameter = (where: string) =>
            parameters
              .filter((p) => p.in === where && `${p.in}:${p.name}` in values)
              .map((p) => [p.name, asText(values[`${p.in}:${p.name}`])] as const);
          let url = operation.path;
          for (const [name, value] of parameter('path')) {
            url = url.replace(`{${name}}`, raw ?? (percentEncoded(value) || '%20'));
          }
          const query = new URLSearchParams(
            parameter('query').map(([name, value]) => [name, value] as [string, string]),
          );
          const headers: Record<string, string> = Object.fromEntries(
            // A header cannot carry what HTTP refuses (Node answers 400 before the app sees it).
            parameter('header').map(([name, value]) => [name, value.replace(/[^\u0020-\u007e]/g, '')]),
          );
          if (signedIn && operation.security) headers.authorization = `Bearer ${shopper.token}`;
          const response = await shop.app.inject({
            method: operation.method,
            url: query.size > 0 ? `${url}?${query}` : url,
            headers,
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            ...(body === undefined ? {} : { headers: { ...headers, 'content-type': 'application/json' } }),
          });
          const what = `${operation.method} ${url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (!String(response.headers['content-type']).startsWith('application/json')) return;
          const answer: unknown = response.json();
          const documented = operation.responses[String(response.statusCode)]?.content?.['application/json'];
          if (documented) {
            const valid = ajv.validate(documented.schema, answer);
            expect(valid, `${what}\n${ajv.errorsText()}`).toBe(true);
          } else {
            expect(errorBodySchema.safeParse(answer).success, what).toBe(true);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
  });
});
