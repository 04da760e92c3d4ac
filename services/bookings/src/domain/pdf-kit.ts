// pdfkit, loaded the first time a PDF is drawn (an invoice, a ticket, a payout statement) rather than
// when the service starts: it and its fonts' code are a third of what bookings loads at start, and most
// processes draw no PDF for a while.
import type PDFDocumentType from 'pdfkit';

let loaded: typeof PDFDocumentType | undefined;

export function pdfKit(): typeof PDFDocumentType {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('pdfkit') as typeof PDFDocumentType;
  return loaded;
}
