// A payout's statement (PDF) and the CSV export of a payout list. The statement is drawn from the row
// each time: it says what the payout is now (a pending one still moves).
import { pdfKit } from '../pdf-kit';
import type { SellerDetails } from '../invoices/invoice-document';
import { pdfLine, pdfText } from '../invoices/invoice-pdf';
import { formatMoney } from '../money';
import type { PayoutRow } from '../../data/schema';

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const day = (d: Date) => d.toISOString().slice(0, 10);

export function renderPayoutStatement(
  p: PayoutRow,
  coach: { name: string; email: string | null },
  seller: Pick<SellerDetails, 'name' | 'addressLines' | 'email'>,
): Promise<Buffer> {
  const money = (minor: number) => formatMoney(minor, p.currency);
  const pdf = new (pdfKit())({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Payout statement ${p.id}`, Author: pdfText(seller.name), CreationDate: p.updatedAt },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const text = (value: string, x: number, y?: number, o: PDFKit.Mixins.TextOptions = {}) =>
    pdf.text(pdfText(value), x, y, o);

  pdf.font('Helvetica-Bold').fontSize(16);
  text(pdfLine(seller.name), MARGIN, MARGIN, { width: 300 });
  pdf.font('Helvetica').fontSize(9);
  text([...seller.addressLines, seller.email].map(pdfLine).join('\n'), MARGIN, pdf.y + 4, { width: 300 });
  pdf.font('Helvetica-Bold').fontSize(20);
  text('Payout statement', MARGIN + 250, MARGIN, { width: WIDTH - 250, align: 'right' });
  pdf.font('Helvetica').fontSize(9);
  text(
    [
      `Payout: ${p.id}`,
      `Status: ${p.status}`,
      `Due: ${day(p.dueAt)}`,
      ...(p.paidAt ? [`Paid: ${day(p.paidAt)}`] : []),
      ...(p.reference ? [`Reference: ${pdfLine(p.reference)}`] : []),
    ].join('\n'),
    MARGIN + 250,
    pdf.y + 4,
    { width: WIDTH - 250, align: 'right' },
  );

  pdf.font('Helvetica-Bold').fontSize(10);
  text('Paid to', MARGIN, 170);
  pdf.font('Helvetica').fontSize(10);
  text([coach.name, coach.email ?? ''].map(pdfLine).filter(Boolean).join('\n'), MARGIN, pdf.y + 2, {
    width: 300,
  });
  pdf.moveDown(1);
  text(`${pdfLine(p.workshopTitle)}, ${day(p.scheduleStart)} – ${day(p.scheduleEnd)}`, MARGIN, pdf.y, {
    width: WIDTH,
  });

  let y = Math.max(pdf.y + 24, 260);
  const line = (label: string, minor: number, bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    text(label, MARGIN, y, { width: WIDTH - 120 });
    text(money(minor), MARGIN + WIDTH - 120, y, { width: 120, align: 'right' });
    y += 18;
  };
  line('Paid by bookers', p.gross);
  line('Refunded', -p.refunds);
  line(`Platform fee (${p.feePercent} %)`, -p.fee);
  if (p.adjustments) line('Adjustments from earlier payouts', p.adjustments);
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .stroke();
  y += 6;
  line('Payout', p.amount, true);
  if (p.holdReason) {
    y += 12;
    text(`On hold: ${pdfLine(p.holdReason)}`, MARGIN, y, { width: WIDTH });
  }
  pdf.end();
  return done;
}
