// Bookings made by guest checkout: who the guest said they are (the mail goes to that address and
// name), and the hash of the checkout token their browser holds instead of a session.
import { text, timestamp, uuid, type AnyPgColumn, type PgSchema } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export function guestCheckoutTables(schema: PgSchema, refs: { bookingId: () => AnyPgColumn }) {
  const guestCheckouts = schema.table('guest_checkouts', {
    bookingId: uuid('booking_id').primaryKey().references(refs.bookingId),
    userId: uuid('user_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    /** SHA-256 of the token (base64url): a leaked table pays for nobody's booking. */
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  });
  return { guestCheckouts };
}
