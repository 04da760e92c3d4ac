// Event ids sort in the order they were made, so the relay sends events written in the same millisecond
// in the order they were written (see src/events/event-id.ts).
import { eventId } from '../src/events/event-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('eventId', () => {
  it('makes version 7 ids that sort in the order they were made, many to a millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => eventId());
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('keeps counting past 4,096 ids in one millisecond, and past a clock that went back', () => {
    const now = Date.now() + 60_000;
    const ids = [
      ...Array.from({ length: 5000 }, () => eventId(now)),
      eventId(now - 5_000), // the clock stepped back
      eventId(now + 1),
    ];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('starts with the time in milliseconds', () => {
    const now = Date.now() + 120_000;
    const id = eventId(now);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });
});
