import { toast, TOAST_LIMITS, type ToastSink } from '../src/toast-bridge';
import { TOAST_APP_CONFIG } from '../src/ui/toasts';
import { classifyError } from '../src/api/base-query';

describe('toast bridge', () => {
  it('keeps spec §9’s limits', () => {
    expect(TOAST_LIMITS).toEqual({ maxCount: 10, duration: 5000, removeDelay: 1_000_000 });
    expect(TOAST_APP_CONFIG).toMatchObject({ maxCount: 10, duration: 5 });
  });

  it('queues toasts raised before a provider mounts, newest 10 only, and flushes them on attach', () => {
    for (let i = 1; i <= 12; i += 1) toast.info(`Toast ${i}`);
    toast.error('Something went wrong!', 'Server error.');
    expect(toast.pending()).toHaveLength(10);

    const opened: { message: unknown; type?: string; description?: unknown; duration?: number | null }[] = [];
    const sink: ToastSink = { open: (args) => opened.push(args) };
    const detach = toast.attach(sink);
    expect(toast.pending()).toHaveLength(0);
    expect(opened.map((t) => t.message)).toEqual([
      ...Array.from({ length: 9 }, (_, i) => `Toast ${i + 4}`),
      'Something went wrong!',
    ]);
    expect(opened.at(-1)).toMatchObject({ type: 'error', description: 'Server error.', duration: 5 });

    toast.success('Saved');
    expect(opened.at(-1)).toMatchObject({ type: 'success', message: 'Saved' });
    detach();
    toast.success('Later');
    expect(toast.pending()).toEqual([{ kind: 'success', title: 'Later', description: undefined }]);
  });

  it('hands toasts back to the outer provider when an inner one unmounts', () => {
    const outer: unknown[] = [];
    const inner: unknown[] = [];
    const detachOuter = toast.attach({ open: (a) => outer.push(a.message) });
    const detachInner = toast.attach({ open: (a) => inner.push(a.message) });
    toast.info('one');
    detachInner();
    toast.info('two');
    detachOuter();
    // 'one' was still on screen in the inner provider: the outer one shows it on (a dialog's toaster
    // closed by the action whose toast it had just taken, as /b's "Give back the seat" does).
    expect(outer).toEqual(['Later', 'one', 'two']);
    expect(inner).toEqual(['one']);
  });
});

describe('an inner provider unmounting', () => {
  it('hands on only the toasts still on screen', () => {
    const outer: unknown[] = [];
    const detachOuter = toast.attach({ open: (a) => outer.push(a.message) });
    const detachInner = toast.attach({ open: () => undefined });
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    try {
      toast.info('old');
      now.mockReturnValue(1_800_000_000_000 + TOAST_LIMITS.duration);
      toast.success('Seat given back');
      detachInner();
    } finally {
      now.mockRestore();
    }
    detachOuter();
    expect(outer).toEqual(['Seat given back']);
  });
});

describe('a failure the server gave no message for', () => {
  it("says 'Something went wrong!' once: the title, no description repeating it", () => {
    const opened: { message?: unknown; description?: unknown }[] = [];
    const detach = toast.attach({ open: (args) => opened.push(args) });
    // The api's catch-all toast without a server message (spec §8: the text falls back to the title).
    const outcome = classifyError(500, {});
    if (outcome.kind !== 'toast') throw new Error('expected a toast');
    toast.error(outcome.title, outcome.message);
    toast.error('Something went wrong!', 'Server error.');
    detach();
    expect(opened.map((o) => [o.message, o.description])).toEqual([
      ['Something went wrong!', undefined],
      ['Something went wrong!', 'Server error.'],
    ]);
  });
});
