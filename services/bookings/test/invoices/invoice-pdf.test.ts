import { pdfText } from '@coachwork/test-support';
import { invoiceTotals, type InvoiceDocument } from '../../src/domain/invoices/invoice-document';
import { renderInvoicePdf } from '../../src/domain/invoices/invoice-pdf';

const pdfTextOf = async (pdf: Buffer) => (await pdfText(pdf)).text;

const invoice: InvoiceDocument = {
  kind: 'invoice',
  number: 'INV-2026-000042',
  issuedAt: new Date('2026-03-01T09:30:00Z'),
  currency: 'EUR',
  seller: {
    name: 'Coachwork GmbH',
    addressLines: ['Example Street 1', '10115 Berlin', 'Germany'],
    email: 'billing@coachwork.example',
    taxId: 'DE123456789',
  },
  buyer: {
    name: 'Zoë Müller',
    email: 'booker@example.com',
    address: {
      addressLine1: 'Hauptstraße 5',
      addressLine2: null,
      city: 'München',
      state: 'Bayern',
      zip: '80331',
      country: 'DE',
    },
  },
  bookingId: '0b7c8a44-5d0e-4c1e-9a51-2a3f3b1d9e10',
  lines: [
    {
      title: 'Leading Teams Through Change',
      scheduleStart: new Date('2026-03-12T09:00:00Z'),
      timezone: 'Europe/Berlin',
      quantity: 3,
      unitAmount: 4900,
    },
  ],
  discount: { code: 'SPRING10', amount: 1470 },
  taxRatePercent: 19,
  payment: { date: new Date('2026-03-01T09:29:00Z'), method: 'Visa •••• 4242' },
};

describe('invoice totals', () => {
  it('include the tax in the price, so the total is what was paid', () => {
    expect(invoiceTotals(invoice)).toEqual({
      subtotal: 14700,
      discount: 1470,
      total: 13230,
      tax: 2112,
      net: 11118,
    });
  });

  it('show a tax of 0 at 0 %', () => {
    expect(invoiceTotals({ ...invoice, taxRatePercent: 0 })).toMatchObject({
      total: 13230,
      tax: 0,
      net: 13230,
    });
  });

  it('never discount more than the lines', () => {
    expect(invoiceTotals({ ...invoice, discount: { code: 'FREE', amount: 99999 } })).toMatchObject({
      discount: 14700,
      total: 0,
    });
  });
});

describe('invoice PDF', () => {
  let text: string;
  beforeAll(async () => {
    text = await pdfTextOf(await renderInvoicePdf(invoice));
  });

  it('names the document, its number, date and booking', () => {
    expect(text).toContain('Invoice');
    expect(text).toContain('Number: INV-2026-000042');
    expect(text).toContain('Date of issue: 1 March 2026');
    expect(text).toContain('Booking: 0b7c8a44-5d0e-4c1e-9a51-2a3f3b1d9e10');
  });

  it('carries the seller from configuration and the buyer with the booking address', () => {
    for (const part of [
      'Coachwork GmbH',
      'Example Street 1',
      'VAT ID: DE123456789',
      'Zoë Müller',
      'Hauptstraße 5',
      '80331 München',
      'Germany',
    ])
      expect(text).toContain(part);
  });

  it('has one line per workshop: title, schedule date in its zone, seats × unit price', () => {
    expect(text).toMatch(
      /Leading Teams Through Change\s+12 Mar 2026, 10:00 \(Europe\/Berlin\)\s+3\s+€49\.00\s+€147\.00/,
    );
  });

  it('shows the voucher discount, the tax line and the total', () => {
    expect(text).toMatch(/Subtotal\s+€147\.00/);
    expect(text).toMatch(/Discount \(voucher SPRING10\)\s+-€14\.70/);
    expect(text).toMatch(/Tax 19% \(included\)\s+€21\.12/);
    expect(text).toMatch(/Total\s+€132\.30/);
  });

  it('says when and how it was paid', () => {
    expect(text).toContain('Paid on 1 March 2026 by Visa •••• 4242.');
  });

  it('shows the tax line at 0 % and leaves out a discount there was none of', async () => {
    const plain = await pdfTextOf(await renderInvoicePdf({ ...invoice, discount: null, taxRatePercent: 0 }));
    expect(plain).toMatch(/Tax 0% \(included\)\s+€0\.00/);
    expect(plain).toMatch(/Total\s+€147\.00/);
    expect(plain).not.toContain('Discount');
  });

  it('renders the same document to the same bytes', async () => {
    expect((await renderInvoicePdf(invoice)).equals(await renderInvoicePdf(invoice))).toBe(true);
  });

  it('prints each address field on its one line: a line break or a bidi override cannot forge a line', async () => {
    const forged = await pdfTextOf(
      await renderInvoicePdf({
        ...invoice,
        buyer: {
          ...invoice.buyer,
          address: {
            ...invoice.buyer.address,
            addressLine1: '1 Main St\nPAID IN FULL - TOTAL DUE €0.00',
            addressLine2: '\u202Egnp.exe',
          },
        },
      }),
    );
    const lines = forged.split('\n').map((l) => l.trim());
    expect(lines).not.toContain('PAID IN FULL - TOTAL DUE €0.00');
    expect(forged).toMatch(/1 Main St PAID IN FULL/);
    expect(lines).toContain('gnp.exe');
    expect(forged).not.toMatch(/[\u202A-\u202E]/);
  });

  it('keeps names outside Windows-1252 readable instead of dropping them', async () => {
    const polish = await pdfTextOf(
      await renderInvoicePdf({ ...invoice, buyer: { ...invoice.buyer, name: 'Łukasz Wałęsa' } }),
    );
    expect(polish).toContain('Lukasz Walesa');
  });
});

describe('credit note PDF', () => {
  it('names the invoice it corrects, the reason and the amount credited', async () => {
    const text = await pdfTextOf(
      await renderInvoicePdf({
        ...invoice,
        kind: 'credit-note',
        number: 'CN-2026-000007',
        lines: [{ ...invoice.lines[0]!, quantity: 1 }],
        discount: { code: 'SPRING10', amount: 490 },
        corrects: { invoiceNumber: 'INV-2026-000042', reason: 'One seat cancelled' },
        payment: { date: new Date('2026-03-05T12:00:00Z'), method: 'Visa •••• 4242' },
      }),
    );
    expect(text).toContain('Credit note');
    expect(text).toContain('Number: CN-2026-000007');
    expect(text).toContain('Corrects invoice: INV-2026-000042');
    expect(text).toContain('Reason: One seat cancelled');
    expect(text).toMatch(/Total credited\s+€44\.10/);
    expect(text).toContain('Refunded on 5 March 2026 by Visa •••• 4242.');
  });
});
