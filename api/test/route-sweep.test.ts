// Every route of the OpenAPI document, called with malformed input by a signed-in caller on this machine (so the
// development routes answer too): each answer is a clear refusal or a success, never a 5xx. The bodies come from each
// route's own request schema: a well-formed body, then that body with one field at a time replaced by a bad value.
import { ApiPaths, TOKEN_HEADER } from '@fc/shared/contracts';
import { createTestApp, type TestApp } from './helpers/build-app';
import { quickUsers } from './helpers/quick-users';

jest.setTimeout(300_000);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  pattern?: string;
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Values no field should take: NUL, huge, negative, fractional, empty, wrong types, nested. */
const BAD_VALUES: unknown[] = ['\u0000', 'a\u0000b', 'x'.repeat(5_000), '', '-1', '1e20', '9'.repeat(40), 1e20, -1e20, -1, 1.5, 2 ** 53, null, true, [], {}, [[null]]];
/** The same as query-string values. */
const BAD_QUERY_VALUES = ['%00', 'a%00b', 'x'.repeat(5_000), '', '-1', '1e20', '9'.repeat(40), '%FF%FE', '%E0%A4%A', '[]', '{}'];

/** A value the schema accepts, as far as a sketch goes: enough to get past validation to the route's own checks. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sample(variants[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property)]));
    case 'array':
      return [sample(schema.items)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return schema.pattern?.includes('0-9') ? '1' : 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

/**
 * `{}`, the sketched body, then its required fields alone with each field, required or optional (and each field of a
 * nested object), set to each bad value: an optional field sketched badly does not stop the walk before another.
 */
function malformedBodies(schema: JsonSchema | undefined): unknown[] {
  const body = sample(schema);
  const bodies: unknown[] = [{}, body, 'not an object', []];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return bodies;
  const required = new Set(schema?.required ?? []);
  const requiredOnly = Object.fromEntries(Object.entries(body).filter(([name]) => required.has(name)));
  for (const [name, value] of Object.entries(body)) {
    for (const bad of BAD_VALUES) bodies.push({ ...requiredOnly, [name]: bad });
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const inner of Object.keys(value)) for (const bad of BAD_VALUES) bodies.push({ ...body, [name]: { ...value, [inner]: bad } });
    }
  }
  return bodies;
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const [user] = await quickUsers(t, 1, { TMT: 10n ** 24n, USD: 10n ** 12n }, 'sweep');
  token = user?.token ?? '';
});
afterAll(() => t.close());

it('answers every route of /api/docs/json called with malformed input with a refusal or a success, never a 5xx', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  const failures: string[] = [];
  const check = (label: string, status: number) => {
    if (status >= 500) failures.push(`${label} → HTTP ${status}`);
  };
  // Signing out ends the session the other calls use: it goes last.
  const logout = `/api${ApiPaths.logout}`;
  const paths = Object.keys(document.paths).sort((a, b) => Number(a === logout) - Number(b === logout));
  let calls = 0;
  for (const path of paths) {
    for (const [method, operation] of Object.entries(document.paths[path] ?? {})) {
      const headers = { [TOKEN_HEADER]: token };
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      if (method === 'get') {
        for (const name of query.length ? query : ['q']) {
          for (const bad of BAD_QUERY_VALUES) {
            // No bad value is a live ticket: the event stream refuses them all rather than opening. The public stream
            // takes no parameter, so the `q` it is sent refuses it too.
            const answer = await t.app.inject({ method: 'GET', url: `${path}?${name}=${bad}`, headers });
            check(`GET ${path}?${name}=${bad.slice(0, 20)}`, answer.statusCode);
            calls += 1;
          }
        }
        continue;
      }
      const content = operation.requestBody?.content ?? {};
      const form = content['application/x-www-form-urlencoded'];
      if (form) {
        for (const body of malformedBodies(form.schema)) {
          const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.entries(body) : [['body', body]];
          const encoded = fields.map(([name, value]) => `${encodeURIComponent(String(name))}=${encodeURIComponent(String(value))}`).join('&');
          const answer = await t.app.inject({ method: 'POST', url: path, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: encoded });
          check(`POST ${path} form ${encoded.slice(0, 60)}`, answer.statusCode);
          calls += 1;
        }
        continue;
      }
      for (const body of malformedBodies(content['application/json']?.schema)) {
        const answer = await t.app.inject({ method: 'POST', url: path, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
        check(`POST ${path} ${JSON.stringify(body).slice(0, 80)}`, answer.statusCode);
        calls += 1;
      }
    }
  }
  expect(failures).toEqual([]);
  // The walk reached the routes: every documented route at least once (a lower bound, not a count to keep in step).
  expect(calls).toBeGreaterThan(paths.length * 4);
});
