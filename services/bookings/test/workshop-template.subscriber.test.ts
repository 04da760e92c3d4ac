import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EventEnvelope } from '@coachwork/contracts';
import { bootTestGateway, createTestRuntime, eventually } from '@coachwork/test-support';
import { createApp } from '../src/app';
import { inbox, templateCopies } from '../src/data/schema';
import { workshopTemplateSubscription } from '../src/events/workshop-template.subscriber';

describe('bookings consumes workshops.template.* events', () => {
  let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
  beforeAll(async () => {
    ctx = await createTestRuntime();
    await createApp(ctx.runtime); // runs the bookings migrations
  });
  afterAll(async () => {
    await ctx.close();
  });

  const event = (subject: EventEnvelope['subject'], data: object, id = randomUUID()): EventEnvelope =>
    ({ id, subject, occurredAt: new Date().toISOString(), version: 1, data }) as EventEnvelope;

  it('applies an event delivered twice only once', async () => {
    const db = ctx.database.db;
    const sub = workshopTemplateSubscription(db);
    const templateId = randomUUID();
    const created = event('workshops.template.created', {
      id: templateId,
      title: 'Twice',
      slug: 'twice',
      level: null,
      price: 10,
    });
    await sub.handler(created);
    await sub.handler(created);
    const rows = await db.select().from(templateCopies).where(eq(templateCopies.id, templateId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(1);
    const handled = await db.select().from(inbox).where(eq(inbox.eventId, created.id));
    expect(handled).toHaveLength(1);

    // A different event for the same template does apply.
    await sub.handler(
      event('workshops.template.updated', {
        id: templateId,
        title: 'Renamed',
        slug: 'twice',
        level: null,
        price: 12,
      }),
    );
    const [after] = await db.select().from(templateCopies).where(eq(templateCopies.id, templateId));
    expect(after).toMatchObject({ title: 'Renamed', price: 12, version: 2 });
  });

  it('leaves nothing behind when applying fails, so a redelivery can succeed', async () => {
    const db = ctx.database.db;
    const sub = workshopTemplateSubscription(db);
    const bad = event('workshops.template.created', {
      id: randomUUID(),
      title: null,
      slug: 'broken',
      level: null,
      price: 1,
    });
    await expect(sub.handler(bad)).rejects.toThrow();
    const handled = await db.select().from(inbox).where(eq(inbox.eventId, bad.id));
    expect(handled).toHaveLength(0);
  });
});

describe('a template created through the API reaches the bookings service', () => {
  it('arrives through the outbox and the bus', async () => {
    const gw = await bootTestGateway();
    try {
      const admin = gw.browser();
      await admin.login('admin@example.com');
      const res = await admin.post('/v1/workshop-templates', { title: 'Travelling template', price: 20 });
      expect(res.status).toBe(201);
      const { Client } = await import('pg');
      const client = new Client({ connectionString: gw.testDb.url });
      await client.connect();
      try {
        const row = await eventually(async () => {
          const r = await client.query(
            'select title, price from bookings.workshop_template_copies where id = $1',
            [res.body.data.id],
          );
          return r.rows[0];
        });
        expect(row).toEqual({ title: 'Travelling template', price: '20.00' });
        // The demo catalogue travelled the same way.
        const demo = await client.query(
          "select count(*)::int as n from bookings.workshop_template_copies where slug = 'feedback-that-lands'",
        );
        expect(demo.rows[0].n).toBe(1);
      } finally {
        await client.end();
      }
    } finally {
      await gw.close();
    }
  });
});
