import type { ErrorOption } from 'react-hook-form';
import { applyErrorBag, handleServerError, isValidationError } from '../src/forms';
import { toast, type ToastSink } from '../src/toast-bridge';

type Call = [name: string, error: ErrorOption];

function recorder() {
  const calls: Call[] = [];
  const setError = (name: string, error: ErrorOption) => {
    calls.push([name, error]);
  };
  return { calls, setError };
}

describe('applyErrorBag', () => {
  it('sets a server error on every field and returns the first path', () => {
    const { calls, setError } = recorder();
    const first = applyErrorBag(
      {
        'address.city': ['City is required'],
        'profile.socialAccounts.0.url': ['URL must be at most 255 characters'],
      },
      setError,
    );
    expect(first).toBe('address.city');
    expect(calls).toEqual([
      ['address.city', { type: 'server', message: 'City is required' }],
      ['profile.socialAccounts.0.url', { type: 'server', message: 'URL must be at most 255 characters' }],
    ]);
  });

  it('joins several messages of one field with a space', () => {
    const { calls, setError } = recorder();
    applyErrorBag(
      { password: ['Password must be at least 8 characters', 'It needs an uppercase letter'] },
      setError,
    );
    expect(calls).toEqual([
      [
        'password',
        { type: 'server', message: 'Password must be at least 8 characters It needs an uppercase letter' },
      ],
    ]);
  });

  it('puts errors about the whole form on root.server and returns no field', () => {
    const { calls, setError } = recorder();
    expect(applyErrorBag({ _: ['Voucher expired.'] }, setError)).toBeUndefined();
    expect(calls).toEqual([['root.server', { type: 'server', message: 'Voucher expired.' }]]);
  });

  it('maps server paths onto the form’s names', () => {
    const { calls, setError } = recorder();
    const first = applyErrorBag(
      { 'profile.socialAccounts': ['Too many'], 'profile.socialAccounts.1.platform': ['Pick a platform'] },
      setError,
      { stripPrefix: 'profile.', mapPath: (p) => (p === 'socialAccounts' ? 'socialAccounts.root' : p) },
    );
    expect(first).toBe('socialAccounts.root');
    expect(calls.map(([name]) => name)).toEqual(['socialAccounts.root', 'socialAccounts.1.platform']);
  });

  it('skips fields without a message', () => {
    const { calls, setError } = recorder();
    expect(applyErrorBag({ email: [] }, setError)).toBeUndefined();
    expect(calls).toEqual([]);
  });
});

describe('handleServerError', () => {
  const opened: unknown[] = [];
  let detach: () => void;
  const scrolled: unknown[] = [];

  beforeEach(() => {
    opened.length = 0;
    scrolled.length = 0;
    const sink: ToastSink = { open: (args) => opened.push(args) };
    detach = toast.attach(sink);
    (globalThis as { document?: unknown }).document = {
      getElementsByName: (name: string) => [
        { scrollIntoView: (opts: unknown) => scrolled.push([name, opts]) },
      ],
    };
  });

  afterEach(() => {
    detach();
    delete (globalThis as { document?: unknown }).document;
  });

  const failure = {
    status: 422,
    data: {
      message: 'The given data was invalid.',
      errors: { username: ['Username must be at least 4 characters'] },
    },
  };

  it('applies a 422, focuses and scrolls to the first field, notifies, and says it handled it', () => {
    const { calls, setError } = recorder();
    const focused: string[] = [];
    const handled = handleServerError(failure, { setError, setFocus: (name: string) => focused.push(name) });
    expect(handled).toBe(true);
    expect(calls).toEqual([
      ['username', { type: 'server', message: 'Username must be at least 4 characters' }],
    ]);
    expect(focused).toEqual(['username']);
    expect(scrolled).toEqual([['username', { block: 'center' }]]);
    expect(opened).toEqual([
      expect.objectContaining({
        type: 'error',
        message: 'The given data was invalid.',
        description: 'Username must be at least 4 characters',
      }),
    ]);
  });

  it('can stay quiet when the form lists its errors itself', () => {
    const { setError } = recorder();
    handleServerError(failure, { setError, setFocus: () => undefined }, { notify: false });
    expect(opened).toEqual([]);
  });

  it('leaves every other failure to the caller', () => {
    const { calls, setError } = recorder();
    expect(handleServerError({ status: 500, data: {} }, { setError, setFocus: () => undefined })).toBe(false);
    expect(handleServerError(new Error('boom'), { setError, setFocus: () => undefined })).toBe(false);
    expect(calls).toEqual([]);
  });

  it('recognises the lifecycle rejection shape too', () => {
    expect(isValidationError({ error: failure })).toBe(true);
    expect(isValidationError(null)).toBe(false);
  });
});
