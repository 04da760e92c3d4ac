import { formatMoney, isKnownCurrency, toMajorUnits, toMinorUnits } from '../src/domain/money';

describe('money in minor units', () => {
  it.each([
    [19.99, 'EUR', 1999],
    [0.1 + 0.2, 'EUR', 30],
    [1234, 'JPY', 1234],
    [1.234, 'KWD', 1234],
    [-5.5, 'EUR', -550],
  ])('%d %s is %d minor units', (major, currency, minor) => {
    expect(toMinorUnits(major, currency)).toBe(minor);
  });

  it('goes back to two decimals for the API', () => {
    expect(toMajorUnits(1999, 'EUR')).toBe(19.99);
    expect(toMajorUnits(5, 'EUR')).toBe(0.05);
    expect(toMajorUnits(1234, 'JPY')).toBe(1234);
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => toMajorUnits(10.5, 'EUR')).toThrow(RangeError);
  });

  it('formats amounts for documents', () => {
    expect(formatMoney(123450, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(0, 'eur')).toBe('€0.00');
  });

  it('knows ISO currencies only', () => {
    expect(isKnownCurrency('EUR')).toBe(true);
    expect(isKnownCurrency('EURO')).toBe(false);
    expect(isKnownCurrency('eur')).toBe(false);
  });
});
