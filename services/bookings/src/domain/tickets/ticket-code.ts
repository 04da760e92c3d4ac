// A ticket's code (issue 27 item 4): the seat's id and an HMAC-SHA256 of it under the service's ticket
// secret, so nobody can make one up or change the seat it names. The code also names its key (a short
// fingerprint of the secret): with TICKET_SECRET set to a new secret and the old one kept in
// TICKET_SECRET_PREVIOUS, tickets already mailed keep working while every new one uses the new key.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const PREFIX = 'CW1';
const MAC_BYTES = 16;

export interface TicketSecrets {
  current: string;
  /** The secret before the last rotation: its codes are still accepted, never issued. */
  previous?: string | null;
}

interface TicketKey {
  id: string;
  secret: string;
}

const keyId = (secret: string) =>
  createHash('sha256').update(`coachwork-ticket-key:${secret}`).digest('base64url').slice(0, 6);

const keyOf = (secret: string): TicketKey => ({ id: keyId(secret), secret });

const mac = (key: TicketKey, seatId: string) =>
  createHmac('sha256', key.secret).update(`ticket:v1:${seatId}`).digest().subarray(0, MAC_BYTES);

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface TicketCodes {
  /** The code of a seat's ticket, under the current key. */
  issue(seatId: string): string;
  /** The seat a genuine code names; null for anything else (garbled, altered, signed by no key we hold). */
  verify(code: string): string | null;
}

export function ticketCodes(secrets: TicketSecrets): TicketCodes {
  const current = keyOf(secrets.current);
  const keys = [current, ...(secrets.previous ? [keyOf(secrets.previous)] : [])];
  return {
    issue(seatId) {
      const id = seatId.toLowerCase();
      return [PREFIX, uuidBytes(id).toString('base64url'), current.id, mac(current, id).toString('base64url')].join(
        '.',
      );
    },
    verify(code) {
      const parts = code.trim().split('.');
      if (parts.length !== 4 || parts[0] !== PREFIX) return null;
      const [, seat, kid, signature] = parts as [string, string, string, string];
      const seatBytes = Buffer.from(seat, 'base64url');
      const given = Buffer.from(signature, 'base64url');
      // base64url decoding skips what it cannot read: a code must be exactly what issue() writes.
      if (seatBytes.length !== 16 || seatBytes.toString('base64url') !== seat) return null;
      if (given.length !== MAC_BYTES || given.toString('base64url') !== signature) return null;
      const key = keys.find((k) => k.id === kid);
      if (!key) return null;
      const seatId = uuidOf(seatBytes);
      return timingSafeEqual(mac(key, seatId), given) ? seatId : null;
    },
  };
}

/**
 * The ticket secrets from configuration: TICKET_SECRET, else one derived from INTERNAL_TOKEN_SECRET
 * (which production refuses to leave at its default), so a deployment without TICKET_SECRET still signs
 * with a secret of its own.
 */
export function ticketSecretsOf(env: {
  TICKET_SECRET?: string | null | undefined;
  TICKET_SECRET_PREVIOUS?: string | null | undefined;
  INTERNAL_TOKEN_SECRET: string;
}): TicketSecrets {
  const derived = createHmac('sha256', env.INTERNAL_TOKEN_SECRET).update('coachwork-tickets').digest('base64url');
  return { current: env.TICKET_SECRET || derived, previous: env.TICKET_SECRET_PREVIOUS || null };
}
