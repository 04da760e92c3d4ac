// GET /v1/openapi.json (built once from the route declarations of the gateway and every service) and
// GET /v1/asyncapi.json (the event catalogue of packages/contracts).
import { Router } from 'express';
import type { ApiRoute } from '@coachwork/service-kit';
import { IDENTITY_API } from '@coachwork/service-identity';
import { TENANTS_API } from '@coachwork/service-tenants';
import { WORKSHOPS_API } from '@coachwork/service-workshops';
import { BOOKINGS_API } from '@coachwork/service-bookings';
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
];

let openApi: string | undefined;
let asyncApi: string | undefined;
/** The document as JSON text (built on first use: converting every schema takes a moment). */
export function openApiJson(): string {
  openApi ??= JSON.stringify(buildOpenApi(API_ROUTES));
  return openApi;
}

export function apiDocsRoutes(): Router {
  const router = Router();
  router.get('/v1/openapi.json', (_req, res) => {
    res.type('application/json').set('Cache-Control', 'no-cache').send(openApiJson());
  });
  router.get('/v1/asyncapi.json', (_req, res) => {
    asyncApi ??= JSON.stringify(buildAsyncApi());
    res.type('application/json').set('Cache-Control', 'no-cache').send(asyncApi);
  });
  return router;
}
