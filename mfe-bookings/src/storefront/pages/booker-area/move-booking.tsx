// "Move to another date" (issue 27 item 3): a dialog listing the workshop's other bookable dates with
// the seats left and what the move costs or gives back (the server's quotes, GET .../move-options), and
// a confirm that posts POST /v1/bookings/{id}/move with one Idempotency-Key per attempt. A paid booking
// moving to a dearer date answers 202 with a held booking on the new date: the dialog goes on to the
// checkout's payment step for it, and once it is paid the old booking's money comes back.
import { useId, useMemo, useState } from 'react';
import type { BookingDto, MoveQuoteDto } from '@coachwork/contracts';
import { toast, withZone } from '@coachwork/web-kit';
import { Dialog } from '../../dialog';
import { useGetMoveOptionsQuery, useMoveBookingMutation } from '../../moves-api';
import { newIdempotencyKey } from '../checkout/checkout-values';
import { HoldStep } from '../checkout/checkout-result';
import { useBookerI18n } from './messages';

type Words = ReturnType<typeof useBookerI18n>;

/** '€40.00', and '€0.00' rather than 'Free' for nothing. */
const moneyIn = ({ t, formatPrice }: Words) => (n: number) => formatPrice(n, t('booker.money.zero'));

/** What choosing this date means for the booker's money, in words. */
function differenceOf(words: Words, q: MoveQuoteDto): string {
  const { t } = words;
  const money = moneyIn(words);
  if (q.refund > 0) return t('booker.move.getBack', { amount: money(q.refund) });
  if (q.charge > 0) return t('booker.move.more', { amount: money(q.charge) });
  return t('booker.move.samePrice');
}

/** What the confirm says the move does with the booker's money. */
function quoteLine(words: Words, q: MoveQuoteDto): string {
  const { t } = words;
  const money = moneyIn(words);
  if (q.payNow > 0)
    return t('booker.move.quotePayNow', {
      charge: money(q.charge),
      payNow: money(q.payNow),
      paidBack: money(q.paidBack),
    });
  if (q.refund > 0) return t('booker.move.quoteRefund', { refund: money(q.refund) });
  if (q.charge > 0) return t('booker.move.quoteCharge', { charge: money(q.charge) });
  return t('booker.move.quoteSame');
}

function MoveOptions({ booking, onDone }: { booking: BookingDto; onDone: () => void }) {
  const words = useBookerI18n();
  const { t, formatSpan } = words;
  const money = moneyIn(words);
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
          {t('booker.move.payNote', { amount: money(toPay.amount ?? 0), paidBack: money(pick?.paidBack ?? 0) })}
        </p>
        <HoldStep
          booking={toPay}
          deadline={Date.parse(toPay.expiresAt ?? '')}
          onStartAgain={onDone}
          onPaid={(paid) => {
            toast.success(t('booker.move.done'), t('booker.move.donePaid', { title: paid.schedule.workshopTitle }));
            onDone();
          }}
        />
      </div>
    );
  if (isLoading)
    return (
      <p className="cw-muted" role="status" style={{ margin: 0 }}>
        {t('booker.move.looking')}
      </p>
    );
  if (isError || !data) {
    const message = (error as { data?: { message?: string } } | undefined)?.data?.message;
    return (
      <div className="cw-stack">
        <p role="alert" style={{ margin: 0 }}>
          {message ?? t('booker.move.loadFailed')}
        </p>
        <div className="cw-row sf-dialog-actions">
          <button type="button" className="cw-btn" onClick={onDone}>
            {t('booker.move.close')}
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
        t('booker.move.done'),
        pick.refund > 0
          ? t('booker.move.doneRefund', { title: moved.schedule.workshopTitle, amount: money(pick.refund) })
          : t('booker.move.donePlain', { title: moved.schedule.workshopTitle }),
      );
      onDone();
    } catch {
      // The API's rules showed why (a toast); the dialog stays for another choice.
    }
  };

  return (
    <div className="cw-stack">
      {data.length === 0 ? (
        <p style={{ margin: 0 }}>{t('booker.move.none')}</p>
      ) : (
        <fieldset className="cw-stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="cw-muted">{t('booker.move.choose')}</legend>
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
                  {t('booker.move.option', {
                    n: q.seatsLeft,
                    difference: differenceOf(words, q),
                    price: money(q.newAmount),
                  })}
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
          {quoteLine(words, pick)} {t('booker.move.everyoneTold')}
        </p>
      )}
      <div className="cw-row sf-dialog-actions">
        <button type="button" className="cw-btn" onClick={onDone} disabled={moving}>
          {t('booker.move.keep')}
        </button>
        <button
          type="button"
          className="cw-btn cw-btn-primary"
          disabled={!pick || moving}
          onClick={() => void confirm()}
        >
          {moving
            ? t('booker.move.moving')
            : pick && pick.payNow > 0
              ? t('booker.move.moveAndPay')
              : t('booker.move.move')}
        </button>
      </div>
    </div>
  );
}

export function MoveBooking({ booking }: { booking: BookingDto }) {
  const { t } = useBookerI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="cw-btn" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('booker.move.open')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('booker.move.open')}
        className="sf-dialog-sm"
      >
        {open && <MoveOptions booking={booking} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}
