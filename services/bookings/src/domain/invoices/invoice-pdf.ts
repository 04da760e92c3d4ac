// The invoice (or credit note) as an A4 PDF, drawn with pdfkit from the plain document. The output is
// stored once and served again byte for byte, so nothing here may depend on the time of rendering.
import { pdfKit } from '../pdf-kit';
import { findCountry, type Language } from '@coachwork/contracts';
import { translator, type Translator } from '../../mail/translator';
import { invoiceTotals, type InvoiceDocument, type InvoiceLine } from './invoice-document';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The workshop and its date, seats, unit price, amount. */
const COLUMNS = [
  { x: MARGIN, width: 290, align: 'left' },
  { x: MARGIN + 295, width: 40, align: 'right' },
  { x: MARGIN + 340, width: 75, align: 'right' },
  { x: MARGIN + 420, width: CONTENT_WIDTH - 420, align: 'right' },
] as const;

/**
 * The built-in Helvetica knows only the Windows-1252 letters; others lose their accent (ő → o), and
 * what has no Latin form becomes '?', so a name is never silently dropped from the document.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const FALLBACKS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  '−': '-',
};

/**
 * One value of the document (a name, an address line, a title, a code) as the one line it takes:
 * the contracts refuse control, bidi and zero-width characters already, but a document lives for
 * years and rows may predate a rule, so a line break never prints a line of its own here ('1 Main
 * St\nPAID IN FULL') and a right-to-left override never reverses what follows ('\u202Egnp.exe').
 */
export function pdfLine(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
      .replace(/[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g, '')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

/** Bidi controls and zero-width characters print as nothing at best: they are left out, not '?'. */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u;

export function pdfText(text: string): string {
  return Array.from(text.normalize('NFC'), (ch) => {
    if (INVISIBLE.test(ch)) return '';
    if (ch !== '\n' && (ch < ' ' || (ch >= '\u007f' && ch <= '\u009f'))) return ' ';
    const code = ch.codePointAt(0)!;
    if (
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.includes(ch) ||
      ch === '\n'
    )
      return ch;
    const bare = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    if (bare && Array.from(bare).every((c) => c.codePointAt(0)! <= 0xff)) return bare;
    return FALLBACKS[ch] ?? '?';
  }).join('');
}

/** The line's session: '12 Mar 2026, 10:00 (Europe/Berlin)' / '12.03.2026, 10:00 (Europe/Berlin)'. */
const lineDate = (i18n: Translator, line: InvoiceLine) =>
  `${i18n.dateTime(line.scheduleStart, line.timezone)} (${line.timezone})`;

/** A country in the document's language: 'Germany' / 'Deutschland'. */
function countryName(code: string, lang: Language): string {
  const english = findCountry(code)?.name ?? code;
  if (lang === 'en') return english;
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code.toUpperCase()) ?? english;
  } catch {
    return english;
  }
}

function addressLines(doc: InvoiceDocument['buyer']['address'], lang: Language): string[] {
  return [
    pdfLine(doc.addressLine1),
    pdfLine(doc.addressLine2 ?? ''),
    pdfLine(`${doc.zip} ${doc.city}`),
    pdfLine(doc.state),
    pdfLine(countryName(doc.country, lang)),
  ].filter((line) => line !== '');
}

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const isCredit = invoice.kind === 'credit-note';
  // Headings, labels, dates and amounts in the booker's language; numbers and totals are the same.
  const i18n = translator(invoice.language);
  const { t } = i18n;
  const title = t(isCredit ? 'invoice.creditTitle' : 'invoice.title');
  const money = (minor: number) => i18n.money(minor, invoice.currency);
  const totals = invoiceTotals(invoice);
  const pdf = new (pdfKit())({
    size: 'A4',
    margin: MARGIN,
    // Fixed metadata: the same document renders to the same bytes.
    info: {
      Title: `${title} ${invoice.number}`,
      Author: pdfText(invoice.seller.name),
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    pdf.text(pdfText(value), x, y, options);

  // Seller, and the document's title and number.
  pdf.font('Helvetica-Bold').fontSize(16);
  text(pdfLine(invoice.seller.name), MARGIN, MARGIN, { width: 300 });
  pdf.font('Helvetica').fontSize(9);
  const sellerLines = [...invoice.seller.addressLines, invoice.seller.email].map(pdfLine);
  if (invoice.seller.taxId) sellerLines.push(t('invoice.taxId', { id: pdfLine(invoice.seller.taxId) }));
  text(sellerLines.join('\n'), MARGIN, pdf.y + 4, { width: 300 });

  pdf.font('Helvetica-Bold').fontSize(20);
  text(title, MARGIN + 300, MARGIN, { width: CONTENT_WIDTH - 300, align: 'right' });
  pdf.font('Helvetica').fontSize(9);
  const meta = [
    t('invoice.number', { number: invoice.number }),
    t('invoice.issued', { date: i18n.day(invoice.issuedAt) }),
    t('invoice.booking', { id: invoice.bookingId }),
  ];
  if (invoice.corrects) meta.push(t('invoice.corrects', { number: invoice.corrects.invoiceNumber }));
  text(meta.join('\n'), MARGIN + 250, pdf.y + 4, { width: CONTENT_WIDTH - 250, align: 'right' });

  // Buyer.
  let y = 170;
  pdf.font('Helvetica-Bold').fontSize(10);
  text(t(isCredit ? 'invoice.creditedTo' : 'invoice.billedTo'), MARGIN, y);
  pdf.font('Helvetica').fontSize(10);
  const buyer = [pdfLine(invoice.buyer.name), ...addressLines(invoice.buyer.address, i18n.lang)];
  if (invoice.buyer.email) buyer.push(pdfLine(invoice.buyer.email));
  text(buyer.join('\n'), MARGIN, pdf.y + 2, { width: 300 });
  if (invoice.corrects?.reason) {
    pdf.moveDown(0.5);
    text(t('mail.reason', { reason: pdfLine(i18n.reason(invoice.corrects.reason)) }), MARGIN, pdf.y, {
      width: CONTENT_WIDTH,
    });
  }

  // Lines.
  y = Math.max(pdf.y + 24, 280);
  const row = (cells: string[], bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((cell, i) => pdf.heightOfString(pdfText(cell), { width: COLUMNS[i]!.width }));
    cells.forEach((cell, i) =>
      text(cell, COLUMNS[i]!.x, y, { width: COLUMNS[i]!.width, align: COLUMNS[i]!.align }),
    );
    y += Math.max(...heights) + 6;
  };
  row([t('invoice.workshop'), t('invoice.seats'), t('invoice.unitPrice'), t('invoice.amount')], true);
  pdf
    .moveTo(MARGIN, y - 3)
    .lineTo(PAGE_WIDTH - MARGIN, y - 3)
    .lineWidth(0.5)
    .stroke();
  for (const line of invoice.lines)
    row([
      `${pdfLine(line.title)}\n${pdfLine(lineDate(i18n, line))}`,
      String(line.quantity),
      money(line.unitAmount),
      money(line.quantity * line.unitAmount),
    ]);
  pdf
    .moveTo(MARGIN, y - 3)
    .lineTo(PAGE_WIDTH - MARGIN, y - 3)
    .stroke();

  // Totals: the tax line is always there, even at 0 %.
  const sums: [string, string, boolean][] = [[t('invoice.subtotal'), money(totals.subtotal), false]];
  if (invoice.discount && totals.discount > 0)
    sums.push([
      invoice.discount.code
        ? t('invoice.discountVoucher', { code: pdfLine(invoice.discount.code) })
        : t('invoice.discount'),
      `-${money(totals.discount)}`,
      false,
    ]);
  sums.push([t('invoice.tax', { rate: i18n.number(invoice.taxRatePercent) }), money(totals.tax), false]);
  sums.push([t(isCredit ? 'invoice.totalCredited' : 'invoice.total'), money(totals.total), true]);
  y += 4;
  for (const [label, amount, bold] of sums) {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    text(label, MARGIN + 250, y, { width: 175, align: 'right' });
    text(amount, COLUMNS[3].x - 20, y, { width: COLUMNS[3].width + 20, align: 'right' });
    y += bold ? 18 : 14;
  }

  // Payment.
  if (invoice.payment) {
    const date = i18n.day(invoice.payment.date);
    const method = invoice.payment.method ? pdfLine(invoice.payment.method) : null;
    pdf.font('Helvetica').fontSize(10);
    text(
      method
        ? t(isCredit ? 'invoice.refundedOnBy' : 'invoice.paidOnBy', { date, method })
        : t(isCredit ? 'invoice.refundedOn' : 'invoice.paidOn', { date }),
      MARGIN,
      y + 16,
      { width: CONTENT_WIDTH },
    );
  }
  pdf.font('Helvetica').fontSize(8).fillColor('#666666');
  text(`${pdfLine(invoice.seller.name)} · ${pdfLine(invoice.seller.email)}`, MARGIN, 780, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
  pdf.end();
  return done;
}
