// The check-in page's queue (issue 27 item 4): every scan or tap is written here first and sent from
// here, so a door with a flaky connection loses nothing. A check-in the server could not be reached for
// stays (and is sent again when the browser is back online); one the server answered, either way, leaves.
// The server is idempotent per seat, so sending an item twice (a reload mid-send) is harmless.

export interface QueuedCheckIn {
  /** The item's own id (for removing exactly it). */
  id: string;
  workshopScheduleId: string;
  code?: string;
  seatId?: string;
  /** What the coach saw when they queued it: a name from the list, or 'Scanned ticket'. */
  label: string;
  queuedAt: string;
}

/** What sending one item came to. */
export type SendOutcome =
  | { kind: 'done'; message: string; tone: 'success' | 'info' }
  | { kind: 'refused'; message: string }
  /** Not reached (offline, a timeout, the server down): it stays in the queue. */
  | { kind: 'unreachable' };

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const keyOf = (scheduleId: string) => `cw.check-in-queue.${scheduleId}`;

function isItem(value: unknown): value is QueuedCheckIn {
  const v = value as QueuedCheckIn;
  return Boolean(v && typeof v.id === 'string' && typeof v.workshopScheduleId === 'string' && (v.code || v.seatId));
}

export function readQueue(storage: QueueStorage, scheduleId: string): QueuedCheckIn[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(scheduleId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: QueueStorage, scheduleId: string, items: QueuedCheckIn[]): void {
  try {
    storage.setItem(keyOf(scheduleId), JSON.stringify(items));
  } catch {
    // Storage full or refused (private mode): the item is still sent now, only not kept across a reload.
  }
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(++counter).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Adds a check-in to the end of the schedule's queue; a code already waiting is not queued twice. */
export function enqueue(
  storage: QueueStorage,
  item: Omit<QueuedCheckIn, 'id' | 'queuedAt'>,
  now = new Date(),
): QueuedCheckIn[] {
  const items = readQueue(storage, item.workshopScheduleId);
  const same = (q: QueuedCheckIn) =>
    (item.code !== undefined && q.code === item.code) || (item.seatId !== undefined && q.seatId === item.seatId);
  if (items.some(same)) return items;
  const next = [...items, { ...item, id: newId(), queuedAt: now.toISOString() }];
  writeQueue(storage, item.workshopScheduleId, next);
  return next;
}

function remove(storage: QueueStorage, scheduleId: string, id: string): QueuedCheckIn[] {
  const next = readQueue(storage, scheduleId).filter((q) => q.id !== id);
  writeQueue(storage, scheduleId, next);
  return next;
}

/**
 * Sends the schedule's queue oldest first. Stops at the first item the server could not be reached
 * for (the rest would fail the same way); reports every answer through `onOutcome`.
 */
export async function flushQueue(
  storage: QueueStorage,
  scheduleId: string,
  send: (item: QueuedCheckIn) => Promise<SendOutcome>,
  onOutcome: (item: QueuedCheckIn, outcome: SendOutcome) => void,
): Promise<QueuedCheckIn[]> {
  let items = readQueue(storage, scheduleId);
  for (const item of [...items]) {
    const outcome = await send(item);
    if (outcome.kind === 'unreachable') break;
    items = remove(storage, scheduleId, item.id);
    onOutcome(item, outcome);
  }
  return readQueue(storage, scheduleId);
}
