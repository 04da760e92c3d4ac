import { documentNumber, parseDocumentNumber } from '../../src/domain/invoices/invoice-document';

describe('invoice and credit note numbers', () => {
  it.each([
    ['invoice', 2026, 1, 'INV-2026-000001'],
    ['invoice', 2026, 999999, 'INV-2026-999999'],
    ['credit-note', 2027, 42, 'CN-2027-000042'],
    ['invoice', 2026, 1234567, 'INV-2026-1234567'],
  ] as const)('%s %d #%d is %s', (kind, year, sequence, number) => {
    expect(documentNumber(kind, year, sequence)).toBe(number);
    expect(parseDocumentNumber(number)).toEqual({ kind, year, sequence });
  });

  it('start at 1', () => {
    expect(() => documentNumber('invoice', 2026, 0)).toThrow(RangeError);
  });

  it('reads nothing else as a number', () => {
    expect(parseDocumentNumber('INV-26-000001')).toBeNull();
    expect(parseDocumentNumber('XX-2026-000001')).toBeNull();
  });
});
