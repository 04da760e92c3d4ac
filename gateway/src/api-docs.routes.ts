// GET /v1/openapi.json (built once from the route declarations of the gateway and every service) and
// GET /v1/asyncapi.json (the event catalogue of packages/contracts), and the reference page /v1/docs.
import { Router } from 'express';
import { createRequire } from 'node:module';
import type { ApiRoute } from '@coachwork/service-kit';
import { IDENTITY_API } from '@coachwork/service-identity';
import { TENANTS_API } from '@coachwork/service-tenants';
import { WORKSHOPS_API } from '@coachwork/service-workshops';
import { BOOKINGS_API } from '@coachwork/service-bookings';
import { WEBHOOKS_API } from '@coachwork/service-webhooks';
import { GATEWAY_API } from './gateway.api';
import { buildAsyncApi } from './asyncapi';
import { buildOpenApi } from './openapi';

/** Every /v1 route of the product, as declared beside the routes. */
export const API_ROUTES: ApiRoute[] = [
  ...GATEWAY_API,
  ...IDENTITY_API,
  ...TENANTS_API,
  ...WORKSHOPS_API,
  ...BOOKINGS_API,
  ...WEBHOOKS_API,
];

const REDOC_BUNDLE = createRequire(__filename).resolve('redoc/bundles/redoc.standalone.js');
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Coachwork API reference</title>
</head>
<body>
<redoc spec-url="/v1/openapi.json" disable-search="true" hide-download-button="false"></redoc>
<script src="/v1/docs/redoc.standalone.js"></script>
</body>
</html>
`;

let openApiDoc: Record<string, unknown> | undefined;
let openApi: string | undefined;
let asyncApi: string | undefined;
/** The document (built on first use: converting every schema takes a moment). */
export function openApiDocument(): Record<string, unknown> {
  openApiDoc ??= buildOpenApi(API_ROUTES);
  return openApiDoc;
}
/** The document as JSON text. */
export function openApiJson(): string {
  openApi ??= JSON.stringify(openApiDocument());
  return openApi;
}

export function apiDocsRoutes(): Router {
  const router = Router();
  router.get('/v1/openapi.json', (_req, res) => {
    res.type('application/json').set('Cache-Control', 'no-cache').send(openApiJson());
  });
  // The reference page: Redoc's standalone bundle from our own origin, no inline script (the CSP allows
  // none), no fonts or scripts from a CDN; search is off because its worker would need a blob: URL.
  router.get('/v1/docs', (_req, res) => {
    res.type('html').set('Cache-Control', 'no-cache').send(DOCS_PAGE);
  });
  router.get('/v1/docs/redoc.standalone.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'public, max-age=86400').sendFile(REDOC_BUNDLE);
  });
  router.get('/v1/asyncapi.json', (_req, res) => {
    asyncApi ??= JSON.stringify(buildAsyncApi());
    res.type('application/json').set('Cache-Control', 'no-cache').send(asyncApi);
  });
  return router;
}
