// Toasts that code outside React (the API's error rules) can raise; held until a ToastProvider mounts.
import type { NotificationArgsProps } from 'antd';

/** Spec §9: at most 10 kept at once, auto-close after 5000 ms; a dismissed toast is gone after 1,000,000 ms. */
export const TOAST_LIMITS = { maxCount: 10, duration: 5000, removeDelay: 1_000_000 } as const;

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  kind: ToastKind;
  title: string;
  description?: string;
}

/** What a mounted provider hands over: antd's notification instance fits. */
export interface ToastSink {
  open(args: NotificationArgsProps): void;
}

export type ToastFn = (title: string, description?: string) => void;

export interface ToastApi {
  success: ToastFn;
  error: ToastFn;
  info: ToastFn;
  warning: ToastFn;
}

// A stack, so a remote's own provider unmounting hands the toasts back to the host's.
const sinks: ToastSink[] = [];
const queue: ToastMessage[] = [];
// What each provider is showing, so one that unmounts (a dialog's, closed by the action whose toast it
// just took) hands its toasts still on screen to the provider below instead of losing them.
const onScreen = new Map<ToastSink, { message: ToastMessage; at: number }[]>();

export function toNotification({ kind, title, description }: ToastMessage): NotificationArgsProps {
  return {
    type: kind,
    message: title,
    // A failure without a server message falls back to the title (spec §8): say it once, not twice.
    description: description?.trim() === title.trim() ? undefined : description,
    duration: TOAST_LIMITS.duration / 1000,
    role: kind === 'error' ? 'alert' : 'status',
  };
}

function show(message: ToastMessage): void {
  const sink = sinks.at(-1);
  if (sink) {
    sink.open(toNotification(message));
    const now = Date.now();
    const shown = (onScreen.get(sink) ?? []).filter((t) => now - t.at < TOAST_LIMITS.duration);
    onScreen.set(sink, [...shown, { message, at: now }]);
    return;
  }
  queue.push(message);
  // Only the newest ones would be on screen anyway.
  if (queue.length > TOAST_LIMITS.maxCount) queue.splice(0, queue.length - TOAST_LIMITS.maxCount);
}

export const toast: ToastApi & {
  /** Route toasts to a mounted provider and flush what was queued; returns the detach function. */
  attach(next: ToastSink): () => void;
  /** Toasts raised while no provider was mounted. */
  pending(): readonly ToastMessage[];
} = {
  success: (title, description) => show({ kind: 'success', title, description }),
  error: (title, description) => show({ kind: 'error', title, description }),
  info: (title, description) => show({ kind: 'info', title, description }),
  warning: (title, description) => show({ kind: 'warning', title, description }),
  attach(next) {
    sinks.push(next);
    for (const message of queue.splice(0)) next.open(toNotification(message));
    return () => {
      const index = sinks.lastIndexOf(next);
      if (index >= 0) sinks.splice(index, 1);
      const now = Date.now();
      const stillShown = (onScreen.get(next) ?? []).filter((t) => now - t.at < TOAST_LIMITS.duration);
      onScreen.delete(next);
      // With no provider left (the page going away) they go with it.
      if (sinks.length) for (const { message } of stillShown) show(message);
    };
  },
  pending: () => [...queue],
};
