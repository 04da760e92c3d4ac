// The audit log's helpers: an entry keeps only the fields a change touched, a CSV cell a spreadsheet
// would run as a formula is defused, and the caller's address rides in the signed actor.
import { changedFields, csvField, csvLine, pickFields, signInternalToken, verifyInternalToken } from '../src';

describe('changedFields', () => {
  it('keeps only the fields whose values differ, dates and objects compared by value', () => {
    const at = new Date('2027-01-01T00:00:00Z');
    const before = { code: 'A', maxUses: 5, expiresAt: at, meta: { a: 1 }, uses: 2 };
    const after = { code: 'B', maxUses: 5, expiresAt: new Date(at), meta: { a: 1 }, uses: 3 };
    expect(changedFields(before, after, ['code', 'maxUses', 'expiresAt', 'meta'])).toEqual({
      before: { code: 'A' },
      after: { code: 'B' },
    });
  });

  it('names a field that appeared or went as null on the other side', () => {
    expect(changedFields({ reason: null }, { reason: 'Fraud' })).toEqual({
      before: { reason: null },
      after: { reason: 'Fraud' },
    });
    expect(pickFields({ a: 1, b: undefined }, ['a', 'b'])).toEqual({ a: 1, b: null });
  });
});

describe('csvField', () => {
  it.each([
    ['=cmd|calc', "'=cmd|calc"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=a,b', `"'=a,b"`],
  ])('writes %j as %j', (value, cell) => {
    expect(csvField(value)).toBe(cell);
  });

  it('writes null and undefined as empty cells, a line ending in CRLF', () => {
    expect(csvLine([null, undefined, 3])).toBe(',,3\r\n');
  });
});

describe("the actor's address", () => {
  it('survives the internal token, and a token without one has none', () => {
    const actor = { userId: null, sessionId: null, roles: [], permissions: [] };
    expect(verifyInternalToken(signInternalToken({ ...actor, ip: '203.0.113.9' }, 's'), 's').ip).toBe(
      '203.0.113.9',
    );
    expect(verifyInternalToken(signInternalToken(actor, 's'), 's').ip).toBeUndefined();
  });
});
