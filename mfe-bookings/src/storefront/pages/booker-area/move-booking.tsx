// "Move to another date" (issue 27 item 3): a dialog listing the workshop's other bookable dates with
// the seats left and what the move costs or gives back (the server's quotes, GET .../move-options), and
// a confirm that posts POST /v1/bookings/{id}/move with one Idempotency-Key per attempt. A paid booking
// moving to a dearer date answers 202 with a held booking on the new date: the dialog goes on to the
// checkout's payment step for it, and once it is paid the old booking's money comes back.
import { useId, useMemo, useState } from 'react';
import type { BookingDto, MoveQuoteDto } from '@coachwork/contracts';
import { formatSpan, toast, withZone } from '@coachwork/web-kit';
import { Dialog } from '../../dialog';
import { formatPrice } from '../../format';
import { useGetMoveOptionsQuery, useMoveBookingMutation } from '../../moves-api';
import { newIdempotencyKey } from '../checkout/checkout-values';
import { HoldStep } from '../checkout/checkout-result';

const money = (n: number) => (n ? formatPrice(n) : '€0.00');

/** What choosing this date means for the booker's money, in words. */
function differenceOf(q: MoveQuoteDto): string {
  if (q.refund > 0) return `You get ${money(q.refund)} back`;
  if (q.charge > 0) return `${money(q.charge)} more`;
  return 'Same price';
}

/** What the confirm says the move does with the booker's money. */
function quoteLine(q: MoveQuoteDto): string {
  if (q.payNow > 0)
    return `The new date costs ${money(q.charge)} more. You pay ${money(q.payNow)} for it now, and the ${money(q.paidBack)} you paid comes back in full once that payment goes through (a credit note follows).`;
  if (q.refund > 0) return `You get ${money(q.refund)} back; a credit note follows.`;
  if (q.charge > 0) return `The new date costs ${money(q.charge)} more, to pay on the booking.`;
  return 'The price stays the same.';
}

function MoveOptions({ booking, onDone }: { booking: BookingDto; onDone: () => void }) {
  const { data, isLoading, isError, error } = useGetMoveOptionsQuery(booking.id, {
    refetchOnMountOrArgChange: true,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  // The held booking on the new date that a dearer move asks to pay (the 202's answer).
  const [toPay, setToPay] = useState<BookingDto | null>(null);
  const [move, { isLoading: moving }] = useMoveBookingMutation();
  // One key per date chosen in this dialog: a double click or a retry replays the first answer.
  const keys = useMemo(() => new Map<string, string>(), []);
  const keyFor = (id: string) => keys.get(id) ?? keys.set(id, newIdempotencyKey()).get(id)!;
  const name = useId();
  const pick = data?.find((q) => q.workshopScheduleId === chosen) ?? null;

  if (toPay)
    return (
      <div className="cw-stack">
        <p style={{ margin: 0 }} data-testid="move-pay-note">
          The new date&apos;s seats are held for you. Pay {money(toPay.amount ?? 0)} to finish the move; the{' '}
          {money(pick?.paidBack ?? 0)} you paid for this date then comes back in full.
        </p>
        <HoldStep
          booking={toPay}
          deadline={Date.parse(toPay.expiresAt ?? '')}
          onStartAgain={onDone}
          onPaid={(paid) => {
            toast.success('Booking moved', `${paid.schedule.workshopTitle} is now on the new date; your earlier payment comes back.`);
            onDone();
          }}
        />
      </div>
    );
  if (isLoading)
    return (
      <p className="cw-muted" role="status" style={{ margin: 0 }}>
        Looking for other dates...
      </p>
    );
  if (isError || !data) {
    const message = (error as { data?: { message?: string } } | undefined)?.data?.message;
    return (
      <div className="cw-stack">
        <p role="alert" style={{ margin: 0 }}>
          {message ?? 'The other dates could not be loaded right now.'}
        </p>
        <div className="cw-row sf-dialog-actions">
          <button type="button" className="cw-btn" onClick={onDone}>
            Close
          </button>
        </div>
      </div>
    );
  }

  const confirm = async () => {
    if (!pick) return;
    try {
      const moved = await move({
        id: booking.id,
        workshopScheduleId: pick.workshopScheduleId,
        idempotencyKey: keyFor(pick.workshopScheduleId),
      }).unwrap();
      if (moved.id !== booking.id) {
        setToPay(moved);
        return;
      }
      toast.success(
        'Booking moved',
        pick.refund > 0
          ? `${moved.schedule.workshopTitle}: ${money(pick.refund)} goes back to you.`
          : `${moved.schedule.workshopTitle} is now on the new date.`,
      );
      onDone();
    } catch {
      // The API's rules showed why (a toast); the dialog stays for another choice.
    }
  };

  return (
    <div className="cw-stack">
      {data.length === 0 ? (
        <p style={{ margin: 0 }}>There is no other date of this workshop to move to right now.</p>
      ) : (
        <fieldset className="cw-stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="cw-muted">Choose the new date</legend>
          {data.map((q) => {
            const blocked = q.blockedReason !== null;
            return (
              <label
                key={q.workshopScheduleId}
                className="sf-note"
                data-testid="move-option"
                style={{ display: 'flex', gap: 8, alignItems: 'flex-start', opacity: blocked ? 0.7 : 1 }}
              >
                <input
                  type="radio"
                  name={name}
                  value={q.workshopScheduleId}
                  disabled={blocked}
                  checked={chosen === q.workshopScheduleId}
                  onChange={() => setChosen(q.workshopScheduleId)}
                />
                <span>
                  <strong>{withZone(formatSpan(q.startDate, q.endDate, q.timezone), q.timezone)}</strong>
                  <br />
                  {q.seatsLeft} {q.seatsLeft === 1 ? 'seat' : 'seats'} left · {differenceOf(q)} (new price{' '}
                  {money(q.newAmount)})
                  {q.voucherMessage && (
                    <>
                      <br />
                      <span className="cw-muted">{q.voucherMessage}</span>
                    </>
                  )}
                  {q.blockedReason && (
                    <>
                      <br />
                      <span className="cw-muted">{q.blockedReason}</span>
                    </>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {pick && (
        <p role="status" style={{ margin: 0 }} data-testid="move-quote">
          {quoteLine(pick)} Everyone holding a seat is told the new date.
        </p>
      )}
      <div className="cw-row sf-dialog-actions">
        <button type="button" className="cw-btn" onClick={onDone} disabled={moving}>
          Keep this date
        </button>
        <button
          type="button"
          className="cw-btn cw-btn-primary"
          disabled={!pick || moving}
          onClick={() => void confirm()}
        >
          {moving ? 'Moving...' : pick && pick.payNow > 0 ? 'Move and pay' : 'Move booking'}
        </button>
      </div>
    </div>
  );
}

export function MoveBooking({ booking }: { booking: BookingDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="cw-btn" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Move to another date
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Move to another date"
        className="sf-dialog-sm"
      >
        {open && <MoveOptions booking={booking} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
