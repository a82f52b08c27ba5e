/**
 * The OpenAPI document against the route files: every method a route file under app/api exports
 * is an operation of the document, and every operation is a route file's method (found on disk,
 * so a new route cannot be left out), but for a method that is the answer to a path nobody
 * serves. The document itself is valid OpenAPI 3.1 (the OpenAPI Initiative's schema), every
 * $ref resolves, and every schema in it compiles as JSON Schema 2020-12. The two generated import
 * lists it is assembled from (scripts/write-api-routes.mjs) name every route module and every
 * contract file. Whether real answers match it: tests/integration/openapi.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument } from '@/lib/contracts/openapi/document';
import { ROUTE_MODULES } from '@/app/api/openapi.json/route-modules';
import { WEBHOOK_EVENTS } from '@/lib/contracts/webhooks';
import { routeExports, routeFiles, API_DIR } from '../support/route-files';
import { API_OPERATIONS } from '../support/api-operations';

const CONTEXT = {
  leadCookie: 'lead_session',
  adminCookie: 'next-auth.session-token',
  rolesOf: () => ['owner'],
  serverUrl: 'http://localhost:3000',
};
const doc = openApiDocument(CONTEXT, API_OPERATIONS);

/**
 * "METHOD /api/path/{param}" of every route file's exported method that is an operation: all
 * but the answer to a path nobody serves (lib/server/http/not-found.ts), which
 * tests/integration/openapi.test.ts checks by identity.
 */
function routeMethods(): string[] {
  return routeExports()
    .filter((e) => !e.unserved)
    .map((e) => `${e.method} ${e.path}`);
}

/** "METHOD /api/path/{param}" of every operation of the document. */
function documentMethods(): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Every `$ref` in `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) =>
      key === '$ref' && typeof v === 'string' ? [v] : refsIn(v),
    );
  return [];
}

describe('the OpenAPI document and the route files', () => {
  it('is assembled from every route module (npm run openapi:routes regenerates the list)', () => {
    const onDisk = routeFiles()
      .map((file) => `/api/${relative(API_DIR, file).replace(/\/?route\.ts$/, '')}`)
      .map((path) => path.replace(/\[(\w+)\]/g, '{$1}'))
      .filter((path) => path !== '/api/openapi.json');
    expect(ROUTE_MODULES.map((r) => r.path).sort()).toEqual(onDisk.sort());
  });

  it('names its answers from every contract file (npm run openapi:routes regenerates the list)', () => {
    const contracts = join(process.cwd(), 'lib', 'contracts');
    const onDisk = readdirSync(contracts, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.startsWith('openapi'))
      .filter((file) => !['answer-parts.ts', 'webhooks.ts'].includes(file))
      .map((file) => `'../${file.replace(/\.ts$/, '')}'`);
    const listed = readFileSync(join(contracts, 'openapi', 'contract-modules.ts'), 'utf8');
    expect([...listed.matchAll(/'\.\.\/[^']+'/g)].map((m) => m[0]).sort()).toEqual(onDisk.sort());
  });

  it('has every route file’s every method as an operation', () => {
    const documented = new Set(documentMethods());
    expect(routeMethods().filter((m) => !documented.has(m))).toEqual([]);
  });

  it('has no operation without a route file’s method', () => {
    const routes = new Set(routeMethods());
    expect(documentMethods().filter((m) => !routes.has(m))).toEqual([]);
  });

  it('counts the same operations as the route files export', () => {
    expect(documentMethods().length).toBe(routeMethods().length);
    expect(API_OPERATIONS.length).toBe(routeMethods().length);
  });

  it('leaves out only the methods that answer as for a path nobody serves', () => {
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    expect(
      routeExports()
        .filter((e) => e.unserved)
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    ).toEqual(
      [
        ...methods.map((m) => `${m} /api/[[...path]]`),
        ...methods.filter((m) => m !== 'GET').map((m) => `${m} /api/metrics`),
      ].sort(),
    );
  });

  it('reads the route files’ methods (the comparison is not of two empty lists)', () => {
    expect(routeMethods()).toEqual(
      expect.arrayContaining(['POST /api/leads', 'GET /api/leads', 'GET /api/leads/{leadId}']),
    );
    expect(routeMethods().length).toBeGreaterThan(70);
  });
});

describe('the OpenAPI document', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // A format of the OpenAPI schema itself (a media type range such as text/*).
  ajv.addFormat('media-range', true);

  it('is valid OpenAPI 3.1', () => {
    const schema = JSON.parse(
      readFileSync(
        join(
          process.cwd(),
          'node_modules/@seriousme/openapi-schema-validator/schemas/v3.1/schema.json',
        ),
        'utf8',
      ),
    );
    const validate = ajv.compile(schema);
    expect(validate(doc) ? [] : validate.errors).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
    // …and the schema does refuse a broken one.
    const broken = { ...doc, paths: { '/api/x': { get: { responses: 'none' } } } };
    expect(validate(broken)).toBe(false);
  });

  it('resolves every $ref to a component', () => {
    const missing = refsIn(doc).filter((ref) => {
      const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
      return !name || !(name in doc.components.schemas);
    });
    expect(missing).toEqual([]);
  });

  it('has schemas that compile as JSON Schema 2020-12 (strict)', () => {
    const strict = new Ajv2020({ strict: true });
    addFormats(strict);
    // The components alone, where the document's `#/components/schemas/…` refs point.
    strict.addKeyword('components');
    strict.addSchema({ components: doc.components }, 'openapi.json');
    const problems: string[] = [];
    for (const name of Object.keys(doc.components.schemas)) {
      try {
        if (!strict.getSchema(`openapi.json#/components/schemas/${name}`)) problems.push(name);
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names both session cookies and the metrics token as security schemes, and the routes use theirs', () => {
    expect(doc.components.securitySchemes).toEqual({
      leadSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'lead_session' }),
      adminSession: expect.objectContaining({
        type: 'apiKey',
        in: 'cookie',
        name: 'next-auth.session-token',
      }),
      metricsToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    const metrics = doc.paths['/api/metrics']!.get!;
    expect(metrics.security).toEqual([{ metricsToken: [] }]);
    expect(Object.keys(metrics.responses as object)).toEqual(
      expect.arrayContaining(['200', '401', '404']),
    );
    expect(doc.paths['/api/health/ready']!.get!.security).toEqual([]);
    const leadList = doc.paths['/api/leads']!.get!;
    expect(leadList.security).toEqual([{ adminSession: [] }]);
    expect(leadList.responses).toHaveProperty('401');
    expect(doc.paths['/api/leads']!.post!.security).toEqual([]);
  });

  it('answers every error in the one error shape', () => {
    // A 4xx/5xx the operation lists as its own answer (the readiness probe's 503) is no error.
    const shapes = new Set(
      API_OPERATIONS.flatMap((op) =>
        Object.entries(
          doc.paths[op.path]![op.method]!.responses as Record<
            string,
            { content?: Record<string, unknown> }
          >,
        )
          .filter(([status]) => Number(status) >= 400 && !(status in op.answers))
          .map(([, r]) => JSON.stringify(r.content)),
      ),
    );
    expect([...shapes].sort()).toEqual(
      [
        JSON.stringify({
          'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
        }),
        JSON.stringify({
          'application/json': { schema: { $ref: '#/components/schemas/AdminLoginError' } },
        }),
      ].sort(),
    );
  });

  it('has every webhook event with its signature headers and payload', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual(Object.keys(WEBHOOK_EVENTS).sort());
    for (const hook of Object.values(doc.webhooks)) {
      const headers = (hook.post.parameters as { name: string; in: string }[])
        .filter((p) => p.in === 'header')
        .map((p) => p.name);
      expect(headers).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      expect(refsIn(hook.post.requestBody)).toHaveLength(1);
    }
  });
});
