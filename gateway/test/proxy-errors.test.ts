// How the distributed gateway answers when a service process is not there: 503 + Retry-After for a
// refused or reset connection (the service is down or restarting), 504 only for a real timeout.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { createLogger } from '@coachwork/service-kit';
import { proxyDispatcher } from '@coachwork/gateway';
import { freePort } from '@coachwork/test-support';

const logger = createLogger('test', 'silent');

function gatewayTo(target: string, timeoutMs = 2000) {
  const app = express();
  app.use(proxyDispatcher(target, timeoutMs, logger));
  return app;
}

/** A service whose every request is handled by `handle`; closed after each test. */
const servers: http.Server[] = [];
async function upstream(handle: http.RequestListener): Promise<string> {
  const server = http.createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

describe('the gateway proxy when a service fails', () => {
  it('passes an answer through', async () => {
    const target = await upstream((_req, res) =>
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"data":{}}'),
    );
    const res = await request(gatewayTo(target)).get('/v1/anything');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: {} });
  });

  it('answers 503 with Retry-After when nothing listens (the process is down)', async () => {
    const port = await freePort();
    const res = await request(gatewayTo(`http://127.0.0.1:${port}`)).get('/v1/bookings');
    expect(res.status).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toEqual({ message: 'The service is unavailable. Please try again shortly.' });
  });

  it('answers 503 with Retry-After when the service drops the connection (it died mid-request)', async () => {
    const target = await upstream((req) => req.socket.destroy());
    const res = await request(gatewayTo(target)).post('/v1/bookings').send({ seats: 1 });
    expect(res.status).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.message).toBe('The service is unavailable. Please try again shortly.');
  });

  it('keeps 504 for a service that takes longer than the timeout', async () => {
    const target = await upstream(() => undefined); // never answers
    const started = Date.now();
    const res = await request(gatewayTo(target, 300)).get('/v1/workshops');
    expect(res.status).toBe(504);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body).toEqual({ message: 'The service took too long to answer. Please try again.' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });
});
