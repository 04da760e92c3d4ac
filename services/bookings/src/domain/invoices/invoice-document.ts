// An invoice or credit note as plain data: everything the PDF shows, nothing it has to look up. It is
// built once when the payment is finalized (or the refund made) and never changes afterwards.
import type { AddressDto, Language } from '@coachwork/contracts';
import { assertMinorUnits } from '../money';

export type InvoiceKind = 'invoice' | 'credit-note';

export interface SellerDetails {
  name: string;
  addressLines: string[];
  email: string;
  /** VAT or tax number, printed when set. */
  taxId: string | null;
}

export interface InvoiceBuyer {
  name: string;
  email: string | null;
  address: AddressDto;
}

/** One workshop: its title, when it takes place, seats × unit price (minor units). */
export interface InvoiceLine {
  title: string;
  scheduleStart: Date;
  /** IANA zone the date is shown in: the schedule's own. */
  timezone: string;
  quantity: number;
  unitAmount: number;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  /** `INV-2026-000001` or `CN-2026-000001`. */
  number: string;
  issuedAt: Date;
  currency: string;
  seller: SellerDetails;
  buyer: InvoiceBuyer;
  bookingId: string;
  lines: InvoiceLine[];
  /** Minor units taken off the lines' sum; the voucher's code when one gave it. */
  discount: { code: string | null; amount: number } | null;
  /** Prices include tax at this rate; the tax line shows the included share. */
  taxRatePercent: number;
  /** When and how it was paid (an invoice) or paid back (a credit note). */
  payment: { date: Date; method: string | null } | null;
  /** Credit notes only: the invoice this one corrects, and why. */
  corrects?: { invoiceNumber: string; reason: string | null };
  /**
   * The language the PDF is written in: the booker's when it was issued (issue 28 item 5). Absent on
   * documents issued before: English. Numbers and amounts are the same in every language.
   */
  language?: Language;
}

export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  /** What was paid (or is credited): subtotal − discount. */
  total: number;
  /** The tax included in the total. */
  tax: number;
  /** The total without its tax. */
  net: number;
}

/**
 * Prices are gross: the booker pays seats × price less the voucher, so the invoice total must equal
 * that amount. The tax line is the share of it that is tax: total × rate / (100 + rate), rounded to
 * the minor unit.
 */
export function invoiceTotals(
  doc: Pick<InvoiceDocument, 'lines' | 'discount' | 'taxRatePercent'>,
): InvoiceTotals {
  let subtotal = 0;
  for (const line of doc.lines) {
    assertMinorUnits(line.unitAmount);
    subtotal += line.quantity * line.unitAmount;
  }
  const discount = Math.min(doc.discount?.amount ?? 0, subtotal);
  assertMinorUnits(discount);
  const total = subtotal - discount;
  const tax = Math.round((total * doc.taxRatePercent) / (100 + doc.taxRatePercent));
  return { subtotal, discount, total, tax, net: total - tax };
}

const PREFIX: Record<InvoiceKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/**
 * The number of the `sequence`-th document of its kind in `year`. Sequences are gap-free per kind and
 * year (a counter row per year, taken in the issuing transaction); the year is the UTC year of issue.
 */
export function documentNumber(kind: InvoiceKind, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new RangeError(`Invoice sequences start at 1, got ${sequence}`);
  return `${PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

export function parseDocumentNumber(
  number: string,
): { kind: InvoiceKind; year: number; sequence: number } | null {
  const match = /^(INV|CN)-(\d{4})-(\d{6,})$/.exec(number);
  if (!match) return null;
  return {
    kind: match[1] === 'INV' ? 'invoice' : 'credit-note',
    year: Number(match[2]),
    sequence: Number(match[3]),
  };
}
