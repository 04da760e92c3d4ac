// The OpenAPI 3.1 document of /v1, built from the route declarations (each service's `http/*.api.ts`
// and the gateway's own `gateway.api.ts`) and the contracts' yup schemas, never written by hand.
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type * as yup from 'yup';
import {
  HTTP_MESSAGES,
  LIST_DEFAULT_PER_PAGE,
  LIST_MAX_PER_PAGE,
  TRASHED_OPTIONS,
} from '@coachwork/contracts';
import { listFilters, type ApiRoute, type ListSpec } from '@coachwork/service-kit';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';
import { SESSION_COOKIE } from './session-cookie';

type Json = Record<string, unknown>;

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** A yup schema as JSON Schema; a schema the converter cannot read still documents as an object. */
export function jsonSchemaOf(schema: yup.AnyObjectSchema): Json {
  try {
    return convertSchema(schema) as Json;
  } catch {
    return { type: 'object' };
  }
}

/** '/v1/bookings/:id/seats/:seatId' → '/v1/bookings/{id}/seats/{seatId}'. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Path parameters named `id` or `…Id` hold UUIDs (anything else is a 404); codes, tokens, names do not. */
export function isUuidParam(name: string): boolean {
  return name === 'id' || name.endsWith('Id');
}

function pathParameters(r: ApiRoute): Json[] {
  return [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema:
      r.params?.[name!] ??
      (isUuidParam(name!) ? { type: 'string', format: 'uuid' } : { type: 'string', maxLength: 255 }),
  }));
}

function listParameters(list: ListSpec | true): Json[] {
  const spec = list === true ? undefined : list;
  const sortable = spec ? Object.keys(spec.sortable) : [];
  const filters = spec ? listFilters(spec) : {};
  const filterProps = Object.fromEntries(
    Object.entries(filters).map(([name, f]) => {
      const k = f.kind;
      const description =
        k.type === 'enum'
          ? `Any of (comma list): ${k.values.join(', ')}`
          : k.type === 'uuid'
            ? `UUIDs (comma list)${k.aliases?.length ? `, or ${k.aliases.join(', ')}` : ''}`
            : `${k.type} (comma list = any of)`;
      return [name, { type: 'string', description }];
    }),
  );
  const params: Json[] = [
    { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
    {
      name: 'perPage',
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: LIST_MAX_PER_PAGE, default: LIST_DEFAULT_PER_PAGE },
    },
    {
      name: 'sort',
      in: 'query',
      description: sortable.length
        ? `Comma list of ${sortable.map((s) => `\`${s}\``).join(', ')}, each optionally with '-' (descending).`
        : "Comma list of fields, each optionally with '-' (descending).",
      schema: { type: 'string' },
    },
    { name: 'search', in: 'query', schema: { type: 'string', maxLength: 200 } },
  ];
  if (!spec || Object.keys(filterProps).length)
    params.push({
      name: 'filter',
      in: 'query',
      style: 'deepObject',
      explode: true,
      description: 'filter[field]=a,b matches any of the values; unknown fields are a 422.',
      schema: { type: 'object', properties: filterProps, additionalProperties: !spec },
    });
  if (!spec || spec.includable?.length)
    params.push({
      name: 'include',
      in: 'query',
      description: spec?.includable?.length ? `Comma list of ${spec.includable.join(', ')}.` : undefined,
      schema: { type: 'string' },
    });
  if (!spec || spec.deletedAt)
    params.push({ name: 'trashed', in: 'query', schema: { type: 'string', enum: [...TRASHED_OPTIONS] } });
  return params;
}

function queryParameters(schema: yup.AnyObjectSchema): Json[] {
  const json = jsonSchemaOf(schema);
  const props = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
  }));
}

function successResponse(r: ApiRoute): [string, Json] {
  const status = String(r.status ?? (r.answer === 'empty' ? 204 : r.answer === 'redirect' ? 302 : 200));
  const data = r.data ?? {};
  switch (r.answer ?? 'item') {
    case 'empty':
      return [status, { description: 'Done; no body.' }];
    case 'redirect':
      return [status, { description: 'Redirect.', headers: { Location: { schema: { type: 'string' } } } }];
    case 'file':
      return [
        status,
        { description: 'The file.', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
      ];
    case 'raw':
      return [
        status,
        { description: 'OK.', content: { 'application/json': { schema: { type: 'object' } } } },
      ];
    case 'list':
      return [
        status,
        {
          description: 'A page of the list.',
          content: json({
            type: 'object',
            required: ['data', 'meta'],
            properties: { data: { type: 'array', items: data }, meta: ref('schemas', 'ListMeta') },
          }),
        },
      ];
    case 'items':
      return [
        status,
        {
          description: 'All of them.',
          content: json({
            type: 'object',
            required: ['data'],
            properties: { data: { type: 'array', items: data } },
          }),
        },
      ];
    default:
      return [
        status,
        { description: 'OK.', content: json({ type: 'object', required: ['data'], properties: { data } }) },
      ];
  }
}

const json = (schema: Json) => ({ 'application/json': { schema } });

function operation(r: ApiRoute): Json {
  const unsafe = UNSAFE.has(r.method);
  const parameters: Json[] = [...pathParameters(r)];
  if (r.list) parameters.push(...listParameters(r.list));
  if (r.query) parameters.push(...queryParameters(r.query));
  if (r.idempotent)
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      description:
        'Chosen by the client (a UUID per attempt). The same key with the same request replays the first answer with `Idempotent-Replayed: true`; with another request it is a 422. While the first still runs, a 409 (`POST /v1/bookings`: the duplicate runs, and the one whose write finds the key taken replays the first answer).',
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
    });
  for (const [name, description] of Object.entries(r.headers ?? {}))
    parameters.push({ name, in: 'header', description, schema: { type: 'string' } });

  const [okStatus, ok] = successResponse(r);
  const responses: Json = { [okStatus]: ok };
  for (const status of r.alsoOk ?? []) responses[String(status)] = ok;
  const err = (status: number, name: string) => (responses[String(status)] = ref('responses', name));
  if (r.body && r.body !== 'multipart') err(400, 'MalformedJson');
  // Every route: a NUL or a lone surrogate in any query value (or body) is a 422 on its name
  // (service-kit's refuseUnstorableInput), whether or not the route reads that parameter.
  err(422, 'Invalid');
  if (r.access !== 'public') err(401, 'Unauthenticated');
  // Signed-in routes also refuse by object rules (someone else's booking, another user's profile).
  if (r.access !== 'public') err(403, 'Forbidden');
  if (r.path.includes(':') || r.access === 'user') err(404, 'NotFound');
  if (r.conflict || r.idempotent) err(409, 'Conflict');
  if (r.body) err(413, 'TooLarge');
  if (unsafe && !r.csrfExempt) err(419, 'CsrfMismatch');
  err(429, 'TooManyRequests');
  for (const status of r.refuses ?? [])
    responses[String(status)] ??=
      status === 422 ? ref('responses', 'Invalid') : { description: 'Refused.', ...message('Refused.') };

  const security: Json[] =
    r.access === 'public'
      ? unsafe && !r.csrfExempt
        ? [{ csrfHeader: [], csrfCookie: [] }]
        : []
      : [unsafe && !r.csrfExempt ? { session: [], csrfHeader: [], csrfCookie: [] } : { session: [] }];

  const access =
    r.access === 'public'
      ? 'No sign-in needed.'
      : r.access === 'user'
        ? 'Any signed-in user (object rules apply).'
        : `Needs ${r.access.map((p) => `\`${p}\``).join(' or ')}.`;
  return {
    operationId: `${r.method}${openApiPath(r.path)
      .replace(/[{}]/g, '')
      .split(/[/-]/)
      .filter(Boolean)
      .map((s) => s[0]!.toUpperCase() + s.slice(1))
      .join('')}`.replace(/\W/g, ''),
    summary: r.summary,
    description: access,
    tags: r.tag ? [r.tag] : [],
    ...(parameters.length ? { parameters } : {}),
    ...(r.body
      ? {
          requestBody: {
            required: true,
            content:
              r.body === 'multipart'
                ? {
                    'multipart/form-data': {
                      schema: {
                        type: 'object',
                        properties: { file: { type: 'string', format: 'binary' } },
                        required: ['file'],
                      },
                    },
                  }
                : json(jsonSchemaOf(r.body)),
          },
        }
      : {}),
    responses,
    security,
  };
}

const message = (text: string) => ({
  content: json({ allOf: [ref('schemas', 'ErrorBody')], examples: [{ message: text }] }),
});

export function buildOpenApi(routes: ApiRoute[], serverUrl = '/'): Json {
  const paths: Record<string, Json> = {};
  for (const r of routes) {
    const p = openApiPath(r.path);
    (paths[p] ??= {})[r.method] = operation(r);
  }
  const tags = [...new Set(routes.map((r) => r.tag).filter(Boolean))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Coachwork API',
      version: '1',
      description:
        "The /v1 HTTP API. One resource answers `{data}`, a list `{data, meta}`. Writes need the `XSRF-TOKEN` cookie (from `GET /v1/csrf-cookie`) echoed in `X-XSRF-TOKEN`. Generated from the route declarations and the contracts' schemas.",
    },
    servers: [{ url: serverUrl }],
    tags,
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'httpOnly session cookie set by sign-in.',
        },
        csrfCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: CSRF_COOKIE,
          description: 'From GET /v1/csrf-cookie.',
        },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: CSRF_HEADER.toUpperCase(),
          description: 'The XSRF-TOKEN cookie echoed on POST, PUT, PATCH and DELETE.',
        },
      },
      schemas: {
        ErrorBody: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
        ValidationErrorBody: {
          type: 'object',
          required: ['message', 'errors'],
          properties: {
            message: { type: 'string' },
            errors: {
              type: 'object',
              description: 'Dotted field paths (`address.city`, `items.0.name`) to messages.',
              additionalProperties: { type: 'array', items: { type: 'string' } },
            },
          },
        },
        ListMeta: {
          type: 'object',
          required: ['page', 'perPage', 'total', 'lastPage'],
          properties: {
            page: { type: 'integer' },
            perPage: { type: 'integer' },
            total: { type: 'integer' },
            lastPage: { type: 'integer' },
          },
        },
      },
      responses: {
        MalformedJson: {
          description: 'The body is not valid JSON.',
          ...message(HTTP_MESSAGES.malformedJson),
        },
        Unauthenticated: { description: 'Not signed in.', ...message(HTTP_MESSAGES.unauthenticated) },
        Forbidden: { description: 'Signed in without the permission.', ...message(HTTP_MESSAGES.forbidden) },
        NotFound: {
          description: 'No such object, or not one the caller may know of.',
          ...message(HTTP_MESSAGES.notFound),
        },
        Conflict: {
          description:
            'The object is in a state that refuses this (or the same Idempotency-Key is still running).',
          ...message('Conflict.'),
        },
        TooLarge: {
          description: 'The body is larger than allowed.',
          ...message(HTTP_MESSAGES.payloadTooLarge),
        },
        CsrfMismatch: {
          description: 'The X-XSRF-TOKEN header does not match the session.',
          ...message(HTTP_MESSAGES.csrfMismatch),
        },
        Invalid: {
          description: 'Invalid input; nothing changed.',
          content: json(ref('schemas', 'ValidationErrorBody')),
        },
        TooManyRequests: {
          description: 'Rate limited.',
          headers: { 'Retry-After': { schema: { type: 'integer' } } },
          ...message(HTTP_MESSAGES.tooManyRequests),
        },
      },
    },
  };
}
