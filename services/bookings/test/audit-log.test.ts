// The audit log (issue 28 item 2): a person's change leaves one entry with who, from where, before and
// after, committed with the change; the database refuses to change or remove an entry; only
// super-admins read it, and its CSV defuses formulas.
import { audit } from '../src/domain/audit/audit';
import { bootBookings, type BookingsTest, type Person } from './support';

let t: BookingsTest;
let booker: Person;
let admin: Person;
beforeAll(async () => {
  t = await bootBookings();
  booker = await t.person('booker');
  admin = await t.person('admin');
  // The address the gateway signs into the actor from the caller's request.
  admin = { ...admin, actor: { ...admin.actor, ip: '203.0.113.7' } };
});
afterAll(async () => {
  await t.close();
});

/** Entries about one object, as the console's filter asks for them. */
const entriesOf = async (objectId: string) =>
  (await t.as(admin).get(`/v1/audit-log?filter[objectId]=${objectId}`)).body.data as {
    actorId: string;
    actorName: string | null;
    onBehalfOf: string | null;
    ip: string | null;
    action: string;
    objectType: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

const rowCount = async () =>
  Number((await t.pg.query('select count(*) from bookings.audit_log')).rows[0].count);

describe('entries', () => {
  it("records an admin's refund once, with who, for whom, from where and the amount", async () => {
    const s = await t.schedule({ price: 50 });
    const b = await t.book(booker, s.id, 1);
    await t.pay(booker, b.id);
    const res = await t.as(admin).post(`/v1/payments/bookings/${b.id}/refunds`, { amount: 12.5 });
    expect(res.status).toBe(201);
    const entries = await entriesOf(res.body.data.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorName: admin.username,
        onBehalfOf: booker.id,
        ip: '203.0.113.7',
        action: 'refund.issued',
        objectType: 'refund',
        before: null,
        after: expect.objectContaining({ bookingId: b.id, amount: 12.5, currency: 'EUR', kind: 'admin' }),
      }),
    ]);
  });

  it('records a voucher update with only the fields that changed', async () => {
    const created = await t.as(admin).post('/v1/vouchers', {
      code: 'AUDIT-1',
      data: { discountType: 'percentage', discountValue: 10, maxUses: 5 },
    });
    const id = created.body.data.id as string;
    const res = await t.as(admin).patch(`/v1/vouchers/${id}`, { data: { discountValue: 15 } });
    expect(res.status).toBe(200);
    const entries = await entriesOf(id);
    expect(entries.map((e) => e.action)).toEqual(['voucher.updated', 'voucher.created']);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      ip: '203.0.113.7',
      before: { discountValue: 10 },
      after: { discountValue: 15 },
    });
  });

  it("records an admin's finalizing of a booker's payment on the booker's behalf", async () => {
    const s = await t.schedule({ price: 40 });
    const b = await t.book(booker, s.id, 1);
    await t.pay(booker, b.id, admin);
    const [entry] = (
      await t.as(admin).get(`/v1/audit-log?filter[action]=payment.finalized&filter[onBehalfOf]=${booker.id}`)
    ).body.data.filter((e: { after: { bookingId: string } }) => e.after.bookingId === b.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      onBehalfOf: booker.id,
      ip: '203.0.113.7',
      objectType: 'payment',
      after: { amount: 40, currency: 'EUR' },
    });
    // The booking's own creation, by the booker (no one else's behalf).
    expect(await entriesOf(b.id)).toEqual([
      expect.objectContaining({
        action: 'booking.created',
        actorId: booker.id,
        onBehalfOf: null,
        after: expect.objectContaining({ seats: 1, status: 'PENDING', amount: 40 }),
      }),
    ]);
  });

  it('leaves no entry when the change fails', async () => {
    await t.as(admin).post('/v1/vouchers', { code: 'AUDIT-TAKEN', data: { discountType: 'free' } });
    const other = await t.as(admin).post('/v1/vouchers', { code: 'AUDIT-2', data: { discountType: 'free' } });
    const before = await rowCount();
    const res = await t.as(admin).patch(`/v1/vouchers/${other.body.data.id}`, { code: 'AUDIT-TAKEN' });
    expect(res.status).toBe(422);
    expect(await rowCount()).toBe(before);
  });

  it("rolls an entry back with its transaction's change", async () => {
    const before = await rowCount();
    await expect(
      t.handle.context.db.transaction(async (tx) => {
        await audit(tx, {
          actor: admin.actor,
          action: 'voucher.updated',
          objectType: 'voucher',
          objectId: 'rolled-back',
          after: { code: 'X' },
        });
        throw new Error('the change failed after its entry');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowCount()).toBe(before);
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    expect(await rowCount()).toBeGreaterThan(0);
    await expect(t.pg.query(`update bookings.audit_log set ip = '10.0.0.1'`)).rejects.toThrow(
      /append-only: UPDATE refused/,
    );
    await expect(t.pg.query('delete from bookings.audit_log')).rejects.toThrow(/append-only: DELETE refused/);
    await expect(t.pg.query('truncate bookings.audit_log')).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect(await rowCount()).toBeGreaterThan(0);
  });
});

describe('GET /v1/audit-log', () => {
  it('answers 403 to a booker and 401 to a guest', async () => {
    expect((await t.as(booker).get('/v1/audit-log')).status).toBe(403);
    expect((await t.as(booker).get('/v1/audit-log/export.csv')).status).toBe(403);
    expect((await t.as(null).get('/v1/audit-log')).status).toBe(401);
  });

  it('filters by person, object type and time', async () => {
    const mine = await t
      .as(admin)
      .get(`/v1/audit-log?filter[actorId]=${admin.id}&filter[objectType]=voucher`);
    expect(mine.status).toBe(200);
    expect(mine.body.meta.total).toBeGreaterThan(0);
    expect(mine.body.data.every((e: { objectType: string }) => e.objectType === 'voucher')).toBe(true);
    const later = await t.as(admin).get('/v1/audit-log?filter[from]=2999-01-01');
    expect(later.body.meta.total).toBe(0);
    const bad = await t.as(admin).get('/v1/audit-log?filter[objectType]=spaceship');
    expect(bad.status).toBe(422);
  });

  it("exports CSV with a formula's leading = defused", async () => {
    const created = await t.as(admin).post('/v1/vouchers', {
      code: 'AUDIT-3',
      data: { discountType: 'free' },
    });
    const id = created.body.data.id as string;
    await audit(t.handle.context.db, {
      actor: admin.actor,
      action: '=cmd|calc',
      objectType: 'voucher',
      objectId: id,
    });
    const res = await t.as(admin).get(`/v1/audit-log/export.csv?filter[objectId]=${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Occurred at,Actor ID,Actor,On behalf of,IP,Action,Object type,Object ID,Before,After');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,'=cmd|calc,voucher,${id},`);
    expect(lines[2]).toContain(',voucher.created,voucher,');
  });
});
