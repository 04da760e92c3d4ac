import { COUNTRIES, COUNTRY_CODES, countryFlag, findCountry, isCountryCode } from '../src';

describe('COUNTRIES', () => {
  it('lists the 249 ISO 3166-1 alpha-2 countries once each', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(249);
  });

  it('uses only codes that the platform knows as regions', () => {
    const regions = new Intl.DisplayNames(['en'], { type: 'region' });
    const unknown = COUNTRY_CODES.filter((code) => regions.of(code) === code);
    expect(unknown).toEqual([]);
  });

  it('leaves out user-assigned codes such as Kosovo (XK)', () => {
    expect(findCountry('XK')).toBeUndefined();
  });

  it('gives every country an international dialling code', () => {
    const bad = COUNTRIES.filter((c) => !/^\+\d{1,4}$/.test(c.dialCode)).map((c) => c.code);
    expect(bad).toEqual([]);
  });

  it.each([
    ['DE', 'Germany', '+49'],
    ['US', 'United States', '+1'],
    ['GB', 'United Kingdom', '+44'],
    ['IN', 'India', '+91'],
    ['BR', 'Brazil', '+55'],
    ['JP', 'Japan', '+81'],
    ['ZA', 'South Africa', '+27'],
    ['AE', 'United Arab Emirates', '+971'],
    ['JM', 'Jamaica', '+1876'],
    ['RU', 'Russia', '+7'],
    ['KZ', 'Kazakhstan', '+7'],
    ['AX', 'Åland Islands', '+358'],
    ['CI', "Côte d'Ivoire", '+225'],
    ['SS', 'South Sudan', '+211'],
  ])('has %s as %s with %s', (code, name, dialCode) => {
    expect(findCountry(code)).toMatchObject({ code, name, dialCode });
  });

  it('is ordered by name for the dropdown', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('keeps COUNTRY_CODES in the same order', () => {
    expect(COUNTRY_CODES).toEqual(COUNTRIES.map((c) => c.code));
  });
});

describe('countryFlag', () => {
  it('builds the flag from regional indicator letters', () => {
    expect(countryFlag('DE')).toBe('\u{1F1E9}\u{1F1EA}');
    expect(countryFlag('us')).toBe('\u{1F1FA}\u{1F1F8}');
  });

  it('is the flag of every country', () => {
    for (const country of COUNTRIES) {
      const points = [...country.flag].map((ch) => ch.codePointAt(0)! - 0x1f1e6 + 65);
      expect(String.fromCharCode(...points)).toBe(country.code);
    }
  });
});

describe('findCountry', () => {
  it('ignores case and surrounding spaces', () => {
    expect(findCountry(' fr ')?.name).toBe('France');
  });

  it.each(['XX', '', 'FRA', null, undefined])('returns undefined for %j', (code) => {
    expect(findCountry(code)).toBeUndefined();
  });
});

describe('isCountryCode', () => {
  it('accepts exact upper-case codes only', () => {
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('fr')).toBe(false);
    expect(isCountryCode(33)).toBe(false);
  });
});
