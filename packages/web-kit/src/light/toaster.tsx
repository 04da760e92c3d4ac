// Toasts without antd, for the light pages: at most 10 on screen, each closing after 5000 ms, closed by
// its button, by Escape while focused, or by a sideways swipe. An antd ToastProvider mounted later (the
// console's signed-in pages) stacks its own sink on top and takes over.
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import type { NotificationArgsProps } from 'antd';
import { useMessages } from '../i18n';
import { WEB_KIT_MESSAGES } from '../messages';
import { TOAST_LIMITS, toast, type ToastKind } from '../toast-bridge';

interface ShownToast {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
  /** False once dismissed: hidden at once, kept in state for the removal delay (spec §9). */
  open: boolean;
}

/** How far (px) a toast must be swiped sideways to close. */
export const SWIPE_CLOSE_DISTANCE = 80;

let nextId = 1;

function kindOf(type: NotificationArgsProps['type']): ToastKind {
  return type === 'success' || type === 'error' || type === 'warning' ? type : 'info';
}

function textOf(node: unknown): string | undefined {
  return typeof node === 'string' ? node : typeof node === 'number' ? String(node) : undefined;
}

function ToastItem({ item, onClose }: { item: ShownToast; onClose: (id: number) => void }) {
  const { t } = useMessages(WEB_KIT_MESSAGES);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (!item.open) return;
    const timer = setTimeout(() => onClose(item.id), TOAST_LIMITS.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.open, onClose]);

  if (!item.open) return <li hidden data-state="closed" />;

  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    start.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setOffset(e.clientX - start.current);
  };
  const onPointerUp = () => {
    if (Math.abs(offset) >= SWIPE_CLOSE_DISTANCE) onClose(item.id);
    else setOffset(0);
    start.current = null;
  };

  return (
    <li
      className="cw-toast"
      data-kind={item.kind}
      role={item.kind === 'error' ? 'alert' : 'status'}
      style={
        offset
          ? { transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 200, 0.8) }
          : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={(e) => e.key === 'Escape' && onClose(item.id)}
    >
      <p className="cw-toast-title">{item.title}</p>
      {item.description && item.description !== item.title && (
        <p className="cw-toast-text">{item.description}</p>
      )}
      <button
        type="button"
        className="cw-toast-close"
        aria-label={t('toast.close')}
        onClick={() => onClose(item.id)}
      >
        ×
      </button>
    </li>
  );
}

/** Mount once near the root of a light page. */
export function Toaster() {
  const { t } = useMessages(WEB_KIT_MESSAGES);
  const [items, setItems] = useState<ShownToast[]>([]);

  const removals = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  // A dismissed toast leaves the screen now and the state after the removal delay, like the
  // toaster of the spec's origin (exit animations and late updates can still find it).
  const close = useCallback((id: number) => {
    setItems((list) => list.map((t) => (t.id === id && t.open ? { ...t, open: false } : t)));
    if (removals.current.has(id)) return;
    removals.current.set(
      id,
      setTimeout(() => {
        removals.current.delete(id);
        setItems((list) => list.filter((t) => t.id !== id));
      }, TOAST_LIMITS.removeDelay),
    );
  }, []);
  useEffect(() => {
    const timers = removals.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  useEffect(
    () =>
      toast.attach({
        open(args) {
          const shown: ShownToast = {
            id: nextId++,
            kind: kindOf(args.type),
            title: textOf(args.message) ?? '',
            description: textOf(args.description),
            open: true,
          };
          setItems((list) => [...list, shown].slice(-TOAST_LIMITS.maxCount));
        },
      }),
    [],
  );

  if (items.length === 0) return null;
  return (
    <ol className="cw-toasts" aria-label={t('toast.list')} hidden={!items.some((item) => item.open)}>
      {items.map((item) => (
        <ToastItem key={item.id} item={item} onClose={close} />
      ))}
    </ol>
  );
}
