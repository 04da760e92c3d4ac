// GET /v1/asyncapi.json lists every subject the services publish, with its payload, producer and
// consumers; a subject published in a service's source but missing from packages/contracts' catalogue,
// or a subscription the catalogue does not name, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { EVENT_SUBJECTS, EVENT_SUBSCRIPTIONS } from '@coachwork/contracts';
import { CATALOGUE_EVENTS } from '../src/catalogue-cache';
import { apiDocsRoutes } from '../src/api-docs.routes';

const ROOT = path.resolve(__dirname, '..', '..');
const SERVICES = ['identity', 'tenants', 'workshops', 'bookings', 'webhooks'] as const;
const SUBJECT = /['"`]((?:identity|tenants|workshops|bookings)\.[a-z-]+\.[a-z-]+)['"`]/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}

let doc: {
  asyncapi: string;
  channels: Record<string, { address: string; 'x-producer': string; 'x-consumers': string[] }>;
  components: {
    messages: Record<string, { payload: { properties: { data: { type: string; properties: object } } } }>;
  };
};

beforeAll(async () => {
  const app = express().use(apiDocsRoutes());
  const res = await request(app).get('/v1/asyncapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});

const addresses = () => Object.values(doc.channels).map((c) => c.address);

describe('GET /v1/asyncapi.json', () => {
  it('is an AsyncAPI 3 document with a channel per subject of the contracts', () => {
    expect(doc.asyncapi).toBe('3.0.0');
    expect(addresses().sort()).toEqual([...EVENT_SUBJECTS].sort());
  });

  it('has every subject a service names in its source (published or handled)', () => {
    for (const service of SERVICES) {
      const named = new Set<string>();
      for (const file of sources(path.join(ROOT, 'services', service, 'src')))
        for (const m of readFileSync(file, 'utf8').matchAll(SUBJECT)) named.add(m[1]!);
      expect({ service, missing: [...named].filter((s) => !addresses().includes(s)) }).toEqual({
        service,
        missing: [],
      });
    }
  });

  it('names the consumers from the subscriptions the services and the gateway really make', () => {
    for (const service of SERVICES) {
      const dir = path.join(ROOT, 'services', service, 'src', 'events');
      const filters = sources(dir).flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/subject: '([^']+)'/g)].map((m) => m[1]!),
      );
      expect({ service, filters: [...new Set(filters)].sort() }).toEqual({
        service,
        filters: [...EVENT_SUBSCRIPTIONS[service]].sort(),
      });
    }
    expect([...CATALOGUE_EVENTS].sort()).toEqual([...EVENT_SUBSCRIPTIONS.gateway].sort());
    const seats = Object.values(doc.channels).find((c) => c.address === 'bookings.schedule.seats-changed')!;
    expect(seats['x-producer']).toBe('bookings');
    // Bookings hears its own seat counts for the dashboard's fill rate.
    expect(seats['x-consumers'].sort()).toEqual(['bookings', 'gateway', 'webhooks', 'workshops']);
  });

  it('describes each payload as JSON Schema', () => {
    for (const m of Object.values(doc.components.messages)) {
      expect(m.payload.properties.data.type).toBe('object');
      expect(Object.keys(m.payload.properties.data.properties).length).toBeGreaterThan(0);
    }
  });
});
