// One seat of a booking with its invitation state, and what the booker can do with it: invite someone
// to an open seat, resend or revoke (asked first) a pending invitation, invite again after a decline
// or an expiry, give the seat back (asked first, with the refund it brings). The booker's own seat
// (position 1) can be handed to someone else (Transfer seat); giving it back last is cancelling the booking.
import { useState } from 'react';
import { Link } from 'react-router';
import type { BookingSeatDto } from '@coachwork/contracts';
import { toast } from '@coachwork/web-kit';
import { useRevokeInvitationMutation, useSendInvitationMutation } from '../../bookings-api';
import { ConfirmDialog } from '../../dialog';
import { formatDateTime } from '@coachwork/web-kit';
import { SeatStatusTag } from '../../status';
import { GiveBackSeat } from './give-back-seat';
import { InviteForm } from './invite-form';
import { TransferSeat } from './transfer-seat';

function occupant(seat: BookingSeatDto): string | null {
  if (seat.position === 1) return 'You';
  return seat.user?.name ?? seat.email ?? (seat.userId ? 'A Coachwork member' : null);
}

export function SeatRow({
  seat,
  canInvite,
  canGiveBack = false,
  bookingCancelled = false,
  workshopTitle = '',
  hasTicket = false,
}: {
  seat: BookingSeatDto;
  /** The booking is confirmed and has not started. */
  canInvite: boolean;
  /** The booking is held or confirmed, has not started and keeps another seat. */
  canGiveBack?: boolean;
  /** Its booking is cancelled: every seat went with it. */
  bookingCancelled?: boolean;
  workshopTitle?: string;
  /** Its booking is confirmed (or completed): the seat has a ticket to show at the door. */
  hasTicket?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const [resend, { isLoading: resending }] = useSendInvitationMutation();
  const [revoke, { isLoading: revoking }] = useRevokeInvitationMutation();
  const who = occupant(seat);
  const invitee = seat.email ?? seat.user?.name ?? 'The invited person';
  const actionable = canInvite && seat.position > 1 && !seat.cancelledAt && seat.status !== 'ACCEPTED';
  const open = seat.status === null && !seat.email && !seat.userId;

  const doResend = async () => {
    try {
      await resend(
        seat.email ? { seatId: seat.id, email: seat.email } : { seatId: seat.id, userId: seat.userId! },
      ).unwrap();
      toast.success('Invitation sent again', `${invitee} has a new link; the earlier one no longer works.`);
    } catch {
      // The API's rules already showed why (a toast).
    }
  };
  const doRevoke = async () => {
    try {
      await revoke(seat.id).unwrap();
      setAsking(false);
      toast.success('Invitation revoked', `Seat ${seat.position} is open again.`);
    } catch {
      setAsking(false);
    }
  };

  return (
    <li
      className="sf-seat"
      data-seat-position={seat.position}
      data-seat-status={seat.cancelledAt || bookingCancelled ? 'CANCELLED' : (seat.status ?? 'OPEN')}
    >
      <div className="sf-seat-main">
        <span className="sf-seat-no">Seat {seat.position}</span>
        <span className="sf-seat-who">{who ?? 'Open seat'}</span>
        {seat.cancelledAt || bookingCancelled ? (
          <span className="cw-tag sf-status" data-tone="error" data-status="CANCELLED">
            Cancelled
          </span>
        ) : (
          <SeatStatusTag status={seat.status} />
        )}
        {hasTicket && !seat.cancelledAt && (
          <Link
            className="cw-btn cw-btn-link"
            to={`/b/tickets/${seat.id}`}
            aria-label={`Ticket for seat ${seat.position}`}
          >
            Ticket
          </Link>
        )}
      </div>
      {seat.status === 'PENDING' && seat.invitationExpiresAt && (
        <p className="cw-hint" style={{ margin: 0 }}>
          Invitation valid until {formatDateTime(seat.invitationExpiresAt)}
        </p>
      )}
      {actionable && (
        <div className="sf-seat-actions">
          {seat.status === 'PENDING' ? (
            <div className="cw-row">
              <button type="button" className="cw-btn" onClick={() => void doResend()} disabled={resending}>
                {resending ? 'Sending...' : 'Resend'}
              </button>
              <button type="button" className="cw-btn" onClick={() => setAsking(true)}>
                Revoke
              </button>
            </div>
          ) : (
            <>
              <InviteForm seatId={seat.id} position={seat.position} again={!open} />
              {!open && (
                <button type="button" className="cw-btn cw-btn-link" onClick={() => setAsking(true)}>
                  Clear this invitation
                </button>
              )}
            </>
          )}
        </div>
      )}
      {canInvite && seat.position === 1 && !seat.cancelledAt && seat.status === 'ACCEPTED' && (
        <div className="sf-seat-actions">
          <TransferSeat seatId={seat.id} workshopTitle={workshopTitle} />
        </div>
      )}
      {canGiveBack && seat.position > 1 && !seat.cancelledAt && (
        <div className="sf-seat-actions">
          <GiveBackSeat seatId={seat.id} position={seat.position} workshopTitle={workshopTitle} />
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={seat.status === 'PENDING' ? 'Revoke this invitation?' : 'Clear this invitation?'}
        confirmLabel={seat.status === 'PENDING' ? 'Revoke' : 'Clear'}
        busy={revoking}
        onConfirm={() => void doRevoke()}
        onClose={() => setAsking(false)}
      >
        <p style={{ margin: 0 }}>
          {seat.status === 'PENDING'
            ? `${invitee} will no longer be able to take seat ${seat.position} with the link we sent. `
            : ''}
          Seat {seat.position} becomes open again, so you can invite someone else.
        </p>
      </ConfirmDialog>
    </li>
  );
}
