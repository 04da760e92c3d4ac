// Route declarations of the gateway's own /v1 routes (app.ts, auth.routes.ts, oauth.routes.ts); the
// services' own are in their `http/*.api.ts`.
import {
  loginSchema,
  loginUsingOtpSchema,
  loginUsingTokenSchema,
  registerSchema,
  registerUsingOtpSchema,
  verifyEmailUsingOtpSchema,
  verifyTokenSchema,
  dtoSchema,
} from '@coachwork/contracts';
import { USER_DATA_SCHEMA } from '@coachwork/service-identity';
import { apiRoutes, type ApiRoute } from '@coachwork/service-kit';

/** What a route that mails a code or a link answers (auth.routes.ts): the address and what to tell. */
const MAIL_SENT_DATA_SCHEMA = dtoSchema<{ email: string; message: string }>({
  email: { type: 'string' },
  message: { type: 'string' },
});

export const GATEWAY_API: ApiRoute[] = [
  ...apiRoutes('Gateway', [
    {
      method: 'get',
      path: '/v1/health',
      summary: "Each service's database and event bus state (503 when degraded)",
      access: 'public',
      answer: 'raw',
    },
    {
      method: 'get',
      path: '/v1/csrf-cookie',
      summary: 'Sets the XSRF-TOKEN cookie',
      access: 'public',
      answer: 'empty',
      status: 204,
    },
    { method: 'get', path: '/v1/openapi.json', summary: 'This document', access: 'public', answer: 'raw' },
    { method: 'get', path: '/v1/docs', summary: 'The API reference page (Redoc)', access: 'public', answer: 'file' },
    {
      method: 'get',
      path: '/v1/docs/redoc.standalone.js',
      summary: "The reference page's script",
      access: 'public',
      answer: 'file',
    },
    {
      method: 'get',
      path: '/v1/asyncapi.json',
      summary: 'The event catalogue (AsyncAPI 3)',
      access: 'public',
      answer: 'raw',
    },
  ]),
  ...apiRoutes('Auth', [
    {
      method: 'post',
      path: '/v1/auth/login',
      summary: 'Sign in with email and password (new session)',
      access: 'public',
      body: loginSchema,
      data: USER_DATA_SCHEMA,
    },
    {
      method: 'post',
      path: '/v1/auth/register',
      summary: 'Register and sign in',
      access: 'public',
      body: registerSchema,
      data: USER_DATA_SCHEMA,
      status: 201,
    },
    {
      method: 'post',
      path: '/v1/auth/register-using-otp',
      summary: 'Register a PENDING user and mail a code',
      access: 'public',
      body: registerUsingOtpSchema,
      data: MAIL_SENT_DATA_SCHEMA,
      status: 202,
    },
    {
      method: 'post',
      path: '/v1/auth/login-using-otp',
      summary: 'Mail a sign-in code',
      access: 'public',
      body: loginUsingOtpSchema,
      data: MAIL_SENT_DATA_SCHEMA,
      status: 202,
    },
    {
      method: 'post',
      path: '/v1/auth/verify-email-using-otp',
      summary: 'Sign in with a mailed code',
      access: 'public',
      body: verifyEmailUsingOtpSchema,
      data: USER_DATA_SCHEMA,
    },
    {
      method: 'post',
      path: '/v1/auth/login-using-token',
      summary: 'Mail a sign-in link',
      access: 'public',
      body: loginUsingTokenSchema,
      data: MAIL_SENT_DATA_SCHEMA,
      status: 202,
    },
    {
      method: 'post',
      path: '/v1/auth/verify-token',
      summary: "Sign in with a mailed link's token",
      access: 'public',
      body: verifyTokenSchema,
      data: USER_DATA_SCHEMA,
    },
    {
      method: 'post',
      path: '/v1/auth/logout',
      summary: 'Sign out (revokes this session)',
      access: 'public',
      answer: 'empty',
      status: 204,
    },
    {
      method: 'post',
      path: '/v1/auth/logout-all',
      summary: 'Revoke every session of the user',
      access: 'user',
      answer: 'empty',
      status: 204,
    },
    {
      method: 'get',
      path: '/v1/auth/user',
      summary: 'The signed-in user',
      access: 'user',
      data: USER_DATA_SCHEMA,
    },
    {
      method: 'get',
      path: '/v1/auth/connect/:provider/redirect',
      summary: 'Go to an OpenID provider (code flow, PKCE)',
      access: 'public',
      answer: 'redirect',
    },
    {
      method: 'get',
      path: '/v1/auth/connect/:provider/callback',
      summary: "The provider's answer: signs in and redirects",
      access: 'public',
      answer: 'redirect',
      // A forged or foreign state, a code the provider refuses, an address it has not verified.
      refuses: [422],
    },
  ]),
];
