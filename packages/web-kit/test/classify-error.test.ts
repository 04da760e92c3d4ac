import { classifyError, ERROR_TITLE, retryDelay } from '../src/api/base-query';

describe('classifyError (spec §8 and SPEC-DECISIONS, Errors)', () => {
  it('returns the field-keyed bag of a 422 to the caller', () => {
    const body = { message: 'The given data was invalid.', errors: { 'address.city': ['City is required'] } };
    expect(classifyError(422, body)).toEqual({
      kind: 'validation',
      message: 'The given data was invalid.',
      errors: { 'address.city': ['City is required'] },
    });
  });

  it('turns a 422 without a bag into a form-level error carrying its message', () => {
    expect(classifyError(422, { message: 'Voucher expired.' })).toEqual({
      kind: 'validation',
      message: 'Voucher expired.',
      errors: { _: ['Voucher expired.'] },
    });
  });

  it('signs out on 401', () => {
    expect(classifyError(401, { message: 'Unauthenticated.' })).toEqual({ kind: 'unauthenticated' });
  });

  it('only logs a 419', () => {
    expect(classifyError(419, { message: 'CSRF token mismatch.' })).toEqual({ kind: 'csrf' });
  });

  it('leaves a 404 to the page', () => {
    expect(classifyError(404, { message: 'Not found.' })).toEqual({ kind: 'not-found' });
  });

  it.each([403, 409, 429, 500, 503])('toasts a %i with the server message', (status) => {
    expect(classifyError(status, { message: 'Nope, and here is why.' })).toEqual({
      kind: 'toast',
      title: 'Something went wrong!',
      message: 'Nope, and here is why.',
    });
  });

  it('uses the title as the text when the server sent no message', () => {
    expect(classifyError(403, {})).toEqual({ kind: 'toast', title: ERROR_TITLE, message: ERROR_TITLE });
    expect(classifyError(500, '<html>Bad gateway</html>')).toEqual({
      kind: 'toast',
      title: ERROR_TITLE,
      message: ERROR_TITLE,
    });
    expect(classifyError(500, { message: '   ' })).toMatchObject({ message: ERROR_TITLE });
  });

  it.each(['FETCH_ERROR', 'TIMEOUT_ERROR', 'CUSTOM_ERROR', undefined])(
    'counts %s (no response) as a 500',
    (status) => {
      expect(classifyError(status, undefined)).toEqual({
        kind: 'toast',
        title: ERROR_TITLE,
        message: ERROR_TITLE,
      });
    },
  );
});

describe('retryDelay (spec §9)', () => {
  it('doubles from one second and stops at 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
