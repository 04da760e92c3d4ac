// A local HTTP server that answers the Stripe endpoints the product uses, the way Stripe does:
// form-encoded bodies, Bearer secret keys, JSON objects and error shapes, idempotency keys, expand.
// Point the real `stripe` SDK at it with {host: '127.0.0.1', port, protocol: 'http'}.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { formList, parseStripeForm, type FormObject } from './fake-stripe-form';
import { fakeStripeRoutes, StripeFailure } from './fake-stripe-routes';
import { FakeStripeState, newStripeId, type StripeObject } from './fake-stripe-state';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: FormObject;
  headers: http.IncomingHttpHeaders;
}

export async function startFakeStripe(options: { secretKey?: string; apiVersion?: string } = {}) {
  const secretKey = options.secretKey ?? 'sk_test_fake_0123456789';
  const state = new FakeStripeState(options.apiVersion ?? '2026-10-28.endive');
  const requests: RecordedStripeRequest[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();

  const { routes, get } = fakeStripeRoutes(state);

  function answer(method: string, path: string, params: FormObject): { status: number; body: unknown } {
    for (const [m, pattern, handler] of routes) {
      const match = m === method ? pattern.exec(path) : null;
      if (!match) continue;
      try {
        const result = handler(params, match.slice(1));
        if ('object' in result && typeof result.id === 'string')
          return { status: 200, body: state.expand(result as StripeObject, formList(params.expand)) };
        return result as { status: number; body: unknown };
      } catch (err) {
        if (err instanceof StripeFailure) return { status: err.status, body: { error: err.error } };
        throw err;
      }
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const params = parseStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : raw);
      requests.push({ method, path: url.pathname, params, headers: req.headers });
      const send = (status: number, body: string, extra: Record<string, string> = {}) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': newStripeId('req'),
          ...extra,
        });
        res.end(body);
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
        return send(
          401,
          JSON.stringify({
            error: {
              type: 'invalid_request_error',
              message: `Invalid API Key provided: ${key.slice(0, 8)}***`,
            },
          }),
        );
      }
      const key = req.headers['idempotency-key'];
      const fingerprint = `${method} ${url.pathname} ${raw}`;
      if (method === 'POST' && typeof key === 'string') {
        const earlier = idempotent.get(key);
        if (earlier && earlier.fingerprint !== fingerprint)
          return send(
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            }),
          );
        if (earlier) return send(earlier.status, earlier.body, { 'Idempotent-Replayed': 'true' });
      }
      const { status, body } = answer(method, url.pathname, params);
      const text = JSON.stringify(body);
      if (method === 'POST' && typeof key === 'string')
        idempotent.set(key, { fingerprint, status, body: text });
      send(status, text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http' as const,
    url: `http://127.0.0.1:${port}`,
    secretKey,
    state,
    requests,
    events: state.events,
    /** What Stripe.js does after the bank's page: 3-D Secure passed or failed. */
    completeAuthentication(paymentIntentId: string, approve: boolean) {
      const intent = get(state.paymentIntents, 'payment_intent', paymentIntentId);
      if (intent.status !== 'requires_action')
        throw new Error(`${paymentIntentId} is ${String(intent.status)}`);
      const method = state.paymentMethods.get(intent.payment_method as string)!;
      if (approve) {
        const charge = state.charge(intent, method);
        Object.assign(intent, {
          status: 'succeeded',
          next_action: null,
          latest_charge: charge.id,
          amount_received: intent.amount,
        });
        return state.emit('payment_intent.succeeded', intent);
      }
      Object.assign(intent, {
        status: 'requires_payment_method',
        next_action: null,
        payment_method: null,
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        },
      });
      return state.emit('payment_intent.payment_failed', intent);
    },
    /** The last event of a type, as Stripe would post it to the webhook. */
    lastEvent(type: string) {
      return [...state.events].reverse().find((e) => e.type === type);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
