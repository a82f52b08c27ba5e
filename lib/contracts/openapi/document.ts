/**
 * The OpenAPI 3.1 document of the API (GET /api/openapi.json), generated from the operations the
 * route handlers declare (./assemble.ts) with zod 4's JSON Schema output: the request
 * schemas as the routes parse them (their input side), the answers as the contract files
 * describe them (their types are inferred from the same schemas), the error shape of lib/server/http/error-response.ts, the
 * two session cookies, and the CRM webhooks (lib/contracts/webhooks.ts) with their Standard
 * Webhooks signature. Pure: what depends on the deployment (cookie names, roles, the site's
 * URL) is passed in by the route.
 */
import * as z from 'zod/mini';
import * as webhooks from '../webhooks';
import { WEBHOOK_EVENTS, webhookBodySchema, type WebhookEventType } from '../webhooks';
import { CONTRACT_MODULES } from './contract-modules';
import type { Answer, ApiOperation } from './operation';
import { TAGS, apiDescription, webhookDescription } from './texts';

/** GET /api/openapi.json: an OpenAPI 3.1 document (this one). */
export const openApiDocumentAnswer = z.looseObject({ openapi: z.literal('3.1.0') });

/** What the document says that depends on the deployment. */
export interface DocumentContext {
  /** The lead session cookie's name (`__Host-` prefixed in production). */
  leadCookie: string;
  /** The admin session cookie's name (`__Secure-` prefixed under https). */
  adminCookie: string;
  /** The admin roles that hold `permission`. */
  rolesOf: (permission: string) => string[];
  /** The site's base URL (SITE_URL). */
  serverUrl: string;
  /**
   * Whether this deployment serves GET /api/metrics (METRICS_TOKEN set); false leaves the route
   * and its scheme out, as the route itself answers like a path nobody serves. Default true.
   */
  metricsServed?: boolean;
}

/**
 * `strict`: every answer object refuses fields it does not name (zod's own output), as the
 * tests read it; the served document leaves them open, so a field added later breaks no client.
 */
export interface DocumentOptions {
  strict?: boolean;
}

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & {
  openapi: '3.1.0';
  paths: Record<string, Record<string, Json>>;
  webhooks: Record<string, { post: Json }>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);
const isSchema = (value: unknown): value is z.ZodMiniType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** The webhook event type's component name: lead.offer_requested → LeadOfferRequestedEvent. */
const eventName = (type: string) => type.split(/[._]/).map(pascal).join('').concat('Event');

/** Formats that say all the pattern does: the long regexes zod adds are left out. */
const FORMATS_WITHOUT_PATTERN = new Set(['date-time', 'date', 'time', 'uuid']);

/** zod's JSON Schema of `schema` (or a registry) as OpenAPI 3.1 wants it. */
function jsonSchemaParams(io: 'input' | 'output', strict: boolean) {
  return {
    io,
    target: 'draft-2020-12' as const,
    unrepresentable: 'any' as const,
    override: ({ jsonSchema }: { jsonSchema: Json }) => {
      if (FORMATS_WITHOUT_PATTERN.has(jsonSchema.format as string)) delete jsonSchema.pattern;
      if (io === 'output' && !strict && jsonSchema.additionalProperties === false)
        delete jsonSchema.additionalProperties;
    },
  };
}

/** A schema object without the keywords that belong to a whole JSON Schema document. */
function bare(schema: Json): Json {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

/**
 * The answer components, named after their export: every zod schema a contract file exports
 * under a name that does not end in `Schema` (those are the requests' schemas), the
 * webhooks' schemas (lib/contracts/webhooks.ts), each webhook event's body, and this document.
 */
function answerComponents(strict: boolean) {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodMiniType, string>();
  const add = (name: string, schema: z.ZodMiniType) => {
    registry.add(schema, { id: name });
    names.set(schema, name);
  };
  for (const contract of CONTRACT_MODULES)
    for (const [name, value] of Object.entries(contract))
      if (isSchema(value) && !name.endsWith('Schema')) add(pascal(name), value);
  add('OpenApiDocumentAnswer', openApiDocumentAnswer);
  for (const [name, value] of Object.entries(webhooks))
    if (isSchema(value)) add(pascal(name.replace(/Schema$/, '')), value);
  for (const [type, event] of Object.entries(WEBHOOK_EVENTS))
    add(eventName(type), webhookBodySchema(type as WebhookEventType, event.data));
  const { schemas } = z.toJSONSchema(registry, {
    ...jsonSchemaParams('output', strict),
    uri: (id) => `#/components/schemas/${id}`,
  });
  const components = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, bare(schema as Json)]),
  );
  return { components, names };
}

const isMutating = (op: ApiOperation) => op.method !== 'get';

/** The operation's error answers by status: its own, then those of its kind. */
function errorsOf(op: ApiOperation): Map<number, string[]> {
  const errors = new Map<number, string[]>();
  const add = (status: number, text: string) => {
    const known = errors.get(status) ?? [];
    const code = /^`(\w+)`/.exec(text)?.[1];
    if (!code || !known.some((t) => t.includes(`\`${code}\``))) known.push(text);
    errors.set(status, known);
  };
  for (const [status, text] of Object.entries(op.errors ?? {})) add(Number(status), text);
  if (isMutating(op)) add(403, '`forbidden_origin`: the Origin header names another site');
  if (op.body && !op.bodyReadByRoute) {
    add(400, '`invalid_json`: the body is not JSON');
    add(413, '`payload_too_large`: the body is over 64 kB');
    add(422, '`validation_failed`: `fields` names each field refused, with its message');
  }
  if (op.query) {
    if (op.queryRefusedAs404) add(404, '`not_found`: the query names nothing');
    else add(400, '`invalid_query`: `fields` names each parameter refused');
  }
  if (op.params) add(404, '`not_found`: nothing has that id');
  if (op.access === 'lead') add(401, '`unauthorized`: no verified lead session');
  if (op.access === 'lead-own') add(404, '`not_found`: not the lead of this verified session');
  if (op.access === 'admin') {
    add(401, '`unauthorized`: no live admin session (signed out, idle 30 minutes, or ended)');
    add(403, '`forbidden`: the admin’s role does not include this');
    if (!op.beforeMfa)
      add(
        403,
        '`mfa_enrolment_required`: ADMIN_REQUIRE_MFA is on and no second factor is enrolled',
      );
    if (!op.beforePasswordChange)
      add(403, '`password_change_required`: an owner asked for a new password first');
    if (op.stepUp)
      add(403, '`step_up_required`: prove the account again (POST /api/admin/step-up)');
  }
  if (op.access === 'metrics') {
    add(
      401,
      '`unauthorized`: no `Authorization: Bearer` with METRICS_TOKEN (answered with `WWW-Authenticate: Bearer`)',
    );
    add(
      404,
      '`not_found`: METRICS_TOKEN is not set on this server: answered as for any path nobody serves, whatever the token',
    );
  }
  add(500, '`internal`: a fault on the server (logged; no detail)');
  if (!op.noUnavailable)
    add(503, '`unavailable`: the database is unreachable; try again after Retry-After');
  return errors;
}

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
};

const COOKIES = {
  lead: 'The lead session cookie (HttpOnly, SameSite=Lax): a new session token.',
  'lead-cleared': 'Clears the lead session cookie.',
  admin: 'The admin session cookie (HttpOnly, SameSite=Lax; and the trusted-device cookie).',
  'admin-cleared': 'Clears the admin session cookie.',
} as const;

/** The response object of a success answer. */
function successResponse(op: ApiOperation, answer: Answer, names: Map<z.ZodMiniType, string>) {
  const headers: Json = {};
  if (op.cookie)
    headers['Set-Cookie'] = { description: COOKIES[op.cookie], schema: { type: 'string' } };
  if (answer.attachment)
    headers['Content-Disposition'] = {
      description: 'attachment; filename="…"',
      schema: { type: 'string' },
    };
  let content: Json | undefined;
  if (answer.schema) {
    const name = names.get(answer.schema);
    if (!name)
      throw new Error(
        `${op.method} ${op.path}: its answer schema is not an export of a contract file`,
      );
    content = { 'application/json': { schema: ref(name) } };
  } else if (answer.type) content = { [answer.type]: { schema: { type: 'string' } } };
  return {
    description: answer.description,
    ...(Object.keys(headers).length > 0 && { headers }),
    ...(content && { content }),
  };
}

/** The parameters of `schema` (an object schema) found `where`. */
function parametersOf(schema: z.ZodMiniType, where: 'query' | 'path'): Json[] {
  const json = z.toJSONSchema(schema, jsonSchemaParams('input', false)) as Json;
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const SECURITY = {
  public: [],
  lead: [{ leadSession: [] }],
  'lead-own': [{ leadSession: [] }],
  'lead-optional': [{ leadSession: [] }, {}],
  admin: [{ adminSession: [] }],
  'admin-optional': [{ adminSession: [] }, {}],
  metrics: [{ metricsToken: [] }],
} as const;

const operationId = (op: ApiOperation) =>
  op.method +
  op.path
    .replace(/^\/api/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(pascal)
    .join('');

/** The operation object of `op`. */
function operationObject(
  op: ApiOperation,
  ctx: DocumentContext,
  names: Map<z.ZodMiniType, string>,
): Json {
  const notes = [op.description];
  if (op.permission)
    notes.push(`Permission \`${op.permission}\`: ${ctx.rolesOf(op.permission).join(', ')}.`);
  if (op.stepUp) notes.push('Needs a step-up in the last 5 minutes (POST /api/admin/step-up).');
  const parameters = [
    ...(op.params ? parametersOf(op.params, 'path') : []),
    ...(op.query ? parametersOf(op.query, 'query') : []),
  ];
  const responses: Json = {};
  for (const [status, answer] of Object.entries(op.answers))
    responses[status] = successResponse(op, answer, names);
  const errorSchema = ref(op.adminLoginErrors ? 'AdminLoginError' : 'ErrorBody');
  for (const [status, codes] of [...errorsOf(op)].sort(([a], [b]) => a - b)) {
    if (responses[status])
      throw new Error(`${op.method} ${op.path}: ${status} is both an answer and an error`);
    responses[status] = {
      description: codes.join('; '),
      ...((status === 429 || status === 503) && { headers: RETRY_AFTER }),
      content: { 'application/json': { schema: errorSchema } },
    };
  }
  let requestBody: Json | undefined;
  if (op.body) {
    const schema = bare(z.toJSONSchema(op.body, jsonSchemaParams('input', false)) as Json);
    requestBody = {
      // An absent body is read as {}: required only when {} is refused.
      required: !z.safeParse(op.body, {}).success,
      content: Object.fromEntries(
        (op.bodyTypes ?? ['application/json']).map((type) => [type, { schema }]),
      ),
    };
  }
  return {
    operationId: operationId(op),
    tags: [op.tag],
    summary: op.summary,
    ...(notes.some(Boolean) && { description: notes.filter(Boolean).join('\n\n') }),
    security: SECURITY[op.access],
    ...(op.permission && { 'x-permission': op.permission }),
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses,
  };
}

const WEBHOOK_HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The message id (`msg_…`), the same on every retry: deduplicate on it.',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'This attempt’s time, Unix seconds: refuse one far from your clock (replay).',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: false,
    description:
      '`v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the secret (WEBHOOK_SECRET without its `whsec_` prefix, base64-decoded); absent only when no secret is set (refused in production).',
    schema: { type: 'string' },
  },
];

/** The `webhooks` object: one POST to the CRM's endpoint per event type. */
function webhooksObject(): Record<string, { post: Json }> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENTS).map(([type, event]) => [
      type,
      {
        post: {
          operationId: `webhook${eventName(type)}`,
          tags: ['Webhooks'],
          summary: event.summary,
          // Authenticated by the signature header, not by a scheme of this API.
          security: [],
          description: webhookDescription,
          parameters: WEBHOOK_HEADERS,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(eventName(type)) } },
          },
          responses: {
            '2XX': { description: 'Delivered: not sent again.' },
            '410': {
              description: 'Gone: the endpoint is disabled until the operator re-enables it.',
            },
            default: {
              description:
                'Anything else (redirects too), or no answer in 15 s: tried again (Retry-After on 429/503 is honoured).',
            },
          },
        },
      },
    ]),
  );
}

/** The document of `operations` (./assemble.ts) for `ctx`. */
export function openApiDocument(
  ctx: DocumentContext,
  operations: readonly ApiOperation[],
  options: DocumentOptions = {},
): OpenApiDocument {
  const { components, names } = answerComponents(options.strict ?? false);
  const paths: OpenApiDocument['paths'] = {};
  const served = operations.filter((op) => op.access !== 'metrics' || ctx.metricsServed !== false);
  for (const op of served) {
    paths[op.path] ??= {};
    if (paths[op.path]![op.method]) throw new Error(`${op.method} ${op.path} is listed twice`);
    paths[op.path]![op.method] = operationObject(op, ctx, names);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Accademia Trading Italia API',
      version: '1',
      description: apiDescription,
    },
    servers: [{ url: ctx.serverUrl }],
    tags: TAGS,
    paths,
    webhooks: webhooksObject(),
    components: {
      schemas: components,
      securitySchemes: {
        leadSession: {
          type: 'apiKey',
          in: 'cookie',
          name: ctx.leadCookie,
          description:
            'The lead’s session, set by POST /api/leads, /api/verify-sms and /api/auth/login; verified once the phone was verified in this browser. 30 days, or 7 without a request.',
        },
        adminSession: {
          type: 'apiKey',
          in: 'cookie',
          name: ctx.adminCookie,
          description:
            'The admin’s session (a next-auth JWT with a server-side record), set by POST /api/admin/login. 8 hours, or 30 minutes without a request; logout ends it on the server.',
        },
        ...(ctx.metricsServed !== false && {
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The operator’s METRICS_TOKEN (server configuration), for Prometheus’ `authorization` of the scrape. Unset: GET /api/metrics answers 404, and this document leaves it out.',
          },
        }),
      },
    },
  };
}
