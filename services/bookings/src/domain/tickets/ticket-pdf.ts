// Tickets as a PDF, one A5 page per seat: the workshop, when and where, whose seat, and the QR code the
// coach scans at the door (with its code printed below, for typing in when a camera is not at hand),
// in the reader's language (issue 28 item 5).
import { pdfKit } from '../pdf-kit';
import type { Language, TicketDto } from '@coachwork/contracts';
import { pdfLine, pdfText } from '../invoices/invoice-pdf';
import { translator } from '../../mail/translator';
import { qrModules } from './qr';

/** A ticket as its page shows it: the QR code is drawn from `code`, not the API's PNG. */
export type TicketPage = Omit<TicketDto, 'startDate' | 'endDate' | 'qr'> & { startDate: Date; endDate: Date };

const MARGIN = 40;
const PAGE_WIDTH = 419.53; // A5
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const QR_SIZE = 220;

/** The code's dark modules as filled squares, a vector drawing that stays sharp at any zoom. */
function drawQr(pdf: PDFKit.PDFDocument, code: string, left: number, top: number) {
  const qr = qrModules(code);
  const module = QR_SIZE / qr.size;
  pdf.save().rect(left, top, QR_SIZE, QR_SIZE).fill('#ffffff');
  // Runs a hair wider than their squares: neighbouring rows then meet without a light seam.
  for (const [row, column, length] of qr.runs) {
    pdf.rect(left + column * module, top + row * module, length * module, module + 0.05);
  }
  pdf.fill('#000000').restore();
}

export function renderTicketsPdf(tickets: TicketPage[], lang: Language = 'en'): Promise<Buffer> {
  const i18n = translator(lang);
  const { t } = i18n;
  const pdf = new (pdfKit())({
    size: 'A5',
    margin: MARGIN,
    autoFirstPage: false,
    info: {
      Title: t('ticket.documentTitle', { title: pdfText(pdfLine(tickets[0]?.workshopTitle ?? '')) }),
      Author: 'Coachwork',
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const line = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    pdf.text(pdfText(pdfLine(value)), { width: CONTENT_WIDTH, ...options });

  for (const ticket of tickets) {
    pdf.addPage();
    pdf.font('Helvetica').fontSize(10).fillColor('#57534e');
    line(t('ticket.heading'));
    pdf.moveDown(0.4);
    pdf.font('Helvetica-Bold').fontSize(18).fillColor('#1c1917');
    line(ticket.workshopTitle);
    pdf.moveDown(0.4);
    pdf.font('Helvetica').fontSize(11);
    line(t('ticket.starts', { when: i18n.when(ticket.startDate, ticket.timezone) }));
    line(t('ticket.ends', { when: i18n.when(ticket.endDate, ticket.timezone) }));
    if (ticket.venue) line(ticket.venue);
    else if (ticket.mode === 'ONLINE') line(t('ticket.online'));
    pdf.moveDown(0.6);
    pdf.font('Helvetica-Bold').fontSize(14);
    line(ticket.holderName);
    pdf.font('Helvetica').fontSize(10).fillColor('#57534e');
    line(t('ticket.seat', { position: ticket.position }));
    const top = pdf.y + 16;
    drawQr(pdf, ticket.code, (PAGE_WIDTH - QR_SIZE) / 2, top);
    pdf.font('Courier').fontSize(7).fillColor('#1c1917');
    pdf.text(ticket.code, MARGIN, top + QR_SIZE + 8, { width: CONTENT_WIDTH, align: 'center' });
    pdf.font('Helvetica').fontSize(9).fillColor('#57534e');
    pdf.moveDown(0.8);
    line(t('ticket.note'), {
      align: 'center',
    });
  }
  pdf.end();
  return done;
}
