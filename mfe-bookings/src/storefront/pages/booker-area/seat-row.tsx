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
import { GiveBackSeat } from './give-back-seat';
import { InviteForm } from './invite-form';
import { useBookerI18n, type BookerMessage } from './messages';
import { SeatStatusTag } from './status-tags';
import { TransferSeat } from './transfer-seat';

function occupant(seat: BookingSeatDto, t: (id: BookerMessage) => string): string | null {
  if (seat.position === 1) return t('booker.seat.you');
  return seat.user?.name ?? seat.email ?? (seat.userId ? t('booker.seat.member') : null);
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
  const { t, formatDateTime } = useBookerI18n();
  const [asking, setAsking] = useState(false);
  const [resend, { isLoading: resending }] = useSendInvitationMutation();
  const [revoke, { isLoading: revoking }] = useRevokeInvitationMutation();
  const who = occupant(seat, t);
  const invitee = seat.email ?? seat.user?.name ?? t('booker.seat.invitedPerson');
  const actionable = canInvite && seat.position > 1 && !seat.cancelledAt && seat.status !== 'ACCEPTED';
  const open = seat.status === null && !seat.email && !seat.userId;

  const doResend = async () => {
    try {
      await resend(
        seat.email ? { seatId: seat.id, email: seat.email } : { seatId: seat.id, userId: seat.userId! },
      ).unwrap();
      toast.success(t('booker.seat.resent'), t('booker.seat.resentText', { invitee }));
    } catch {
      // The API's rules already showed why (a toast).
    }
  };
  const doRevoke = async () => {
    try {
      await revoke(seat.id).unwrap();
      setAsking(false);
      toast.success(t('booker.seat.revoked'), t('booker.seat.revokedText', { position: seat.position }));
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
        <span className="sf-seat-no">{t('booker.seat.seat', { position: seat.position })}</span>
        <span className="sf-seat-who">{who ?? t('booker.seat.open')}</span>
        {seat.cancelledAt || bookingCancelled ? (
          <span className="cw-tag sf-status" data-tone="error" data-status="CANCELLED">
            {t('booker.seatStatus.CANCELLED')}
          </span>
        ) : (
          <SeatStatusTag status={seat.status} />
        )}
        {hasTicket && !seat.cancelledAt && (
          <Link
            className="cw-btn cw-btn-link"
            to={`/b/tickets/${seat.id}`}
            aria-label={t('booker.seat.ticketFor', { position: seat.position })}
          >
            {t('booker.seat.ticket')}
          </Link>
        )}
      </div>
      {seat.status === 'PENDING' && seat.invitationExpiresAt && (
        <p className="cw-hint" style={{ margin: 0 }}>
          {t('booker.seat.validUntil', { date: formatDateTime(seat.invitationExpiresAt) })}
        </p>
      )}
      {actionable && (
        <div className="sf-seat-actions">
          {seat.status === 'PENDING' ? (
            <div className="cw-row">
              <button type="button" className="cw-btn" onClick={() => void doResend()} disabled={resending}>
                {resending ? t('booker.seat.sending') : t('booker.seat.resend')}
              </button>
              <button type="button" className="cw-btn" onClick={() => setAsking(true)}>
                {t('booker.seat.revoke')}
              </button>
            </div>
          ) : (
            <>
              <InviteForm seatId={seat.id} position={seat.position} again={!open} />
              {!open && (
                <button type="button" className="cw-btn cw-btn-link" onClick={() => setAsking(true)}>
                  {t('booker.seat.clearInvitation')}
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
        title={seat.status === 'PENDING' ? t('booker.seat.revokeTitle') : t('booker.seat.clearTitle')}
        confirmLabel={seat.status === 'PENDING' ? t('booker.seat.revoke') : t('booker.seat.clear')}
        busy={revoking}
        onConfirm={() => void doRevoke()}
        onClose={() => setAsking(false)}
      >
        <p style={{ margin: 0 }}>
          {seat.status === 'PENDING'
            ? `${t('booker.seat.revokeText', { invitee, position: seat.position })} `
            : ''}
          {t('booker.seat.reopenText', { position: seat.position })}
        </p>
      </ConfirmDialog>
    </li>
  );
}
