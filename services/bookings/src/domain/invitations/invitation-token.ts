// Invitation links carry 32 random bytes (base64url); only their SHA-256 is stored, so a database
// leak does not hand out seats.
import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_VALID_DAYS } from '@coachwork/contracts';

export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 43 characters of base64url: anything else cannot be one of ours. */
export const isInvitationToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Valid 7 days, and never past the schedule's start. */
export function invitationExpiry(now: Date, scheduleStart: Date): Date {
  const week = new Date(now.getTime() + INVITATION_VALID_DAYS * 86_400_000);
  return week < scheduleStart ? week : scheduleStart;
}

export const invitationLink = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/invitations/${token}`;
