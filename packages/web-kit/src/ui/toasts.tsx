// Toasts on antd's notification, with the spec's limits, for components and for code outside React.
import { useEffect, useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import {
  TOAST_LIMITS,
  toast,
  toNotification,
  type ToastApi,
  type ToastKind,
  type ToastSink,
} from '../toast-bridge';

export { TOAST_LIMITS, toast };
export type { ToastApi, ToastKind, ToastMessage, ToastSink, ToastFn } from '../toast-bridge';

/** antd App options: `duration` is in seconds there. */
export const TOAST_APP_CONFIG = {
  maxCount: TOAST_LIMITS.maxCount,
  duration: TOAST_LIMITS.duration / 1000,
  placement: 'topRight',
} as const;

function ToastBridge() {
  const { notification } = App.useApp();
  useEffect(() => toast.attach(notification), [notification]);
  return null;
}

/** antd `App` configured for the spec's toasts; also drains toasts raised before React mounted. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  return (
    <App notification={TOAST_APP_CONFIG}>
      <ToastBridge />
      {children}
    </App>
  );
}

function hasNotification(value: unknown): value is ToastSink {
  return typeof (value as Partial<ToastSink> | undefined)?.open === 'function';
}

export function useToast(): ToastApi {
  const { notification } = App.useApp();
  return useMemo(() => {
    // Outside an antd App the context holds an empty object; the bridge still reaches a mounted provider.
    if (!hasNotification(notification)) return toast;
    const sink: ToastSink = notification;
    const make =
      (kind: ToastKind) =>
      (title: string, description?: string): void =>
        sink.open(toNotification({ kind, title, description }));
    return { success: make('success'), error: make('error'), info: make('info'), warning: make('warning') };
  }, [notification]);
}
