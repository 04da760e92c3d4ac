// Event ids that sort in the order this process made them. The relay sends a service's outbox in
// (occurred_at, id) order, and occurred_at has a millisecond's resolution: two events written in the same
// millisecond (a free booking's `created` and `confirmed`, written by one statement) went out in the
// order of two random v4 ids, so about half the time `confirmed` came first. A UUIDv7 (RFC 9562) starts
// with the time in milliseconds; within one millisecond its 12-bit counter (method 1 of RFC 9562 §6.2)
// goes up by one, and when it runs out the time moves on by a millisecond, so every id is above the last.
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/** A UUIDv7 greater than every id this process made before it. */
export function eventId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    // A random start in the counter's lower half leaves room to count up within the millisecond.
    counter = randomBytes(2).readUInt16BE(0) & 0x7ff;
  } else if (counter < 0xfff) {
    counter += 1;
  } else {
    lastMs += 1;
    counter = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (counter >> 8); // version 7 and the counter's high 4 bits
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f); // the RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
