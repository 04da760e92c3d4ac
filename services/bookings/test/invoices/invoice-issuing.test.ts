import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestRuntime, pdfText } from '@coachwork/test-support';
import { createApp } from '../../src/app';
import { documentsOfBooking, findDocument, issueDocument } from '../../src/data/invoice.repository';
import { invoices } from '../../src/data/schema';
import type { InvoiceDocument } from '../../src/domain/invoices/invoice-document';

let ctx: Awaited<ReturnType<typeof createTestRuntime>>;
beforeAll(async () => {
  ctx = await createTestRuntime();
  await createApp(ctx.runtime); // runs the migrations
});
afterAll(() => ctx.close());

const draft = (over: Partial<InvoiceDocument> = {}): Omit<InvoiceDocument, 'number'> => ({
  kind: 'invoice',
  issuedAt: new Date('2031-03-01T10:00:00Z'),
  currency: 'EUR',
  seller: {
    name: 'Coachwork',
    addressLines: ['Example Street 1'],
    email: 'billing@example.com',
    taxId: null,
  },
  buyer: {
    name: 'Demo Booker',
    email: 'booker@example.com',
    address: {
      addressLine1: 'Main St 1',
      addressLine2: null,
      city: 'Berlin',
      state: 'BE',
      zip: '10115',
      country: 'DE',
    },
  },
  bookingId: randomUUID(),
  lines: [
    {
      title: 'Workshop',
      scheduleStart: new Date('2031-04-01T09:00:00Z'),
      timezone: 'UTC',
      quantity: 2,
      unitAmount: 4900,
    },
  ],
  discount: null,
  taxRatePercent: 0,
  payment: { date: new Date('2031-03-01T10:00:00Z'), method: 'Visa •••• 4242' },
  ...over,
});

const issue = (d = draft()) =>
  ctx.database.db.transaction((tx) => issueDocument(tx, d, { userId: randomUUID() }));
const numbersOf = (rows: { number: string }[]) => rows.map((r) => r.number).sort();

describe('issuing invoices and credit notes', () => {
  it('numbers twenty invoices issued at once without gaps or twins', async () => {
    const rows = await Promise.all(Array.from({ length: 20 }, () => issue()));
    expect(numbersOf(rows)).toEqual(
      Array.from({ length: 20 }, (_, i) => `INV-2031-${String(i + 1).padStart(6, '0')}`),
    );
  });

  it('gives the number back when the issuing transaction rolls back', async () => {
    const year = { issuedAt: new Date('2032-01-15T00:00:00Z') };
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await issueDocument(tx, draft(year), { userId: randomUUID() });
        throw new Error('the payment was not recorded after all');
      }),
    ).rejects.toThrow('not recorded');
    expect((await issue(draft(year))).number).toBe('INV-2032-000001');
  });

  it('numbers credit notes on their own, and each year from 1', async () => {
    const note = await issue(draft({ kind: 'credit-note', issuedAt: new Date('2033-12-31T23:59:00Z') }));
    const next = await issue(draft({ kind: 'credit-note', issuedAt: new Date('2034-01-01T00:00:00Z') }));
    expect([note.number, next.number]).toEqual(['CN-2033-000001', 'CN-2034-000001']);
  });

  it('stores the PDF once with the total, and serves the same bytes again', async () => {
    const d = draft({ discount: { code: 'TEN', amount: 980 } });
    const row = await issue(d);
    expect(row.total).toBe(8820);
    const again = await findDocument(ctx.database.db, row.id);
    expect(again!.pdf.equals(row.pdf)).toBe(true);
    const { text } = await pdfText(again!.pdf);
    expect(text).toContain(`Number: ${row.number}`);
    expect(text).toMatch(/Total\s+€88\.20/);
    expect((await documentsOfBooking(ctx.database.db, d.bookingId)).map((r) => r.id)).toEqual([row.id]);
  });

  it('refuses a second document under a number already used', async () => {
    const row = await issue();
    await expect(ctx.database.db.insert(invoices).values({ ...row, id: randomUUID() })).rejects.toThrow();
    expect(
      (await ctx.database.db.select().from(invoices).where(eq(invoices.number, row.number))).length,
    ).toBe(1);
  });
});
