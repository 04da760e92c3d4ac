import { avatarInitials, avatarName, initials } from '../src/avatar';

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

describe('avatarName and avatarInitials: one rule for every screen', () => {
  const jane = { username: 'jane', profile: { firstName: 'Jane', middleName: 'Marie', lastName: 'Doe' } };
  it('names the person by first and last name (the avatar alt text), and takes its initials', () => {
    expect(avatarName(jane)).toBe('Jane Doe');
    expect(avatarInitials(jane)).toBe('JD');
  });
  it('falls back to the username', () => {
    expect(avatarName({ username: 'cora', profile: null })).toBe('cora');
    expect(avatarInitials({ username: 'cora', profile: { firstName: null, lastName: null } })).toBe('C');
  });
});
