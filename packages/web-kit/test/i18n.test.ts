// The language a request asks for, and messages, dates and prices in it (issue 28 item 5).
import { createTranslator, pickLanguage, type Catalogue } from '../src/i18n';

describe('pickLanguage', () => {
  it('takes the chosen language first, then the browser’s by preference, else English', () => {
    expect(pickLanguage('a=1; lang=de', 'en')).toBe('de');
    expect(pickLanguage('lang=en', 'de')).toBe('en');
    expect(pickLanguage('lang=xx', 'de-AT,de;q=0.9')).toBe('de');
    expect(pickLanguage(undefined, 'fr;q=1, de;q=0.8, en;q=0.5')).toBe('de');
    expect(pickLanguage(undefined, 'en;q=0.5, de;q=0.8')).toBe('de');
    expect(pickLanguage(undefined, 'de;q=0, en-GB')).toBe('en');
    expect(pickLanguage(undefined, 'fr-FR')).toBe('en');
    expect(pickLanguage(undefined, ';;q=,,')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});

describe('createTranslator', () => {
  const catalogue: Catalogue = {
    en: {
      seats: '{n, plural, one {# seat} other {# seats}} left',
      only: 'Only in English',
      hello: 'Hello {name}',
    },
    de: { seats: 'Noch {n, plural, one {# Platz} other {# Plätze}}', hello: 'Hallo {name}' },
  };

  it('formats ICU messages with plurals in the language, and English where German has no message', () => {
    const de = createTranslator('de', catalogue);
    expect(de.t('seats', { n: 1 })).toBe('Noch 1 Platz');
    expect(de.t('seats', { n: 3 })).toBe('Noch 3 Plätze');
    expect(de.t('hello', { name: 'Ada' })).toBe('Hallo Ada');
    expect(de.t('only')).toBe('Only in English');
    expect(de.t('missing.id')).toBe('missing.id');
    expect(createTranslator('en', catalogue).t('seats', { n: 1 })).toBe('1 seat left');
  });

  it('writes prices, numbers and dates in the language', () => {
    const de = createTranslator('de', catalogue);
    const en = createTranslator('en', catalogue);
    expect(de.formatPrice(1490.5, 'Kostenlos')).toBe('1.490,50\u00a0€');
    expect(en.formatPrice(1490.5, 'Free')).toBe('€1,490.50');
    expect(de.formatPrice(0, 'Kostenlos')).toBe('Kostenlos');
    expect(de.formatNumber(1234.5)).toBe('1.234,5');
    expect(de.formatDateTimeInZone('2030-03-12T15:00:00Z', 'Europe/Berlin')).toBe(
      '12.03.2030, 16:00 (Europe/Berlin)',
    );
    expect(en.formatDateTimeInZone('2030-03-12T15:00:00Z', 'Europe/Berlin')).toBe(
      '12 Mar 2030, 16:00 (Europe/Berlin)',
    );
    expect(de.formatSpan('2030-03-12T15:00:00Z', '2030-03-12T17:00:00Z', 'UTC')).toBe(
      '12.03.2030, 15:00 – 17:00',
    );
  });
});
