import { initials } from '../src/avatar';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['cora', 'C'],
    ['  grace   brewster murray hopper ', 'GB'],
    ['élodie durand', 'ÉD'],
    ['', '?'],
    ['   ', '?'],
    [undefined, '?'],
  ])('%p gives %p', (alt, expected) => {
    expect(initials(alt)).toBe(expected);
  });
});
