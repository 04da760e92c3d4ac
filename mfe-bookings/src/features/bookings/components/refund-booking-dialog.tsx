// A super-admin's refund of a paid booking, with a reason: either seats given back (each
// `POST /v1/booking-seats/{id}/cancel`: the server prices the booking again and refunds what was paid
// beyond the new price) or an amount (`POST /v1/payments/bookings/{id}/refunds {amount, reason}`). What
// will go back is shown before the admin confirms.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Checkbox, Form, Input, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import type { BookingDto, BookingSeatDto } from '@coachwork/contracts';
import { useToast } from '@coachwork/web-kit/ui';
import { useRefundBookingMutation } from '../../vouchers/api';
import {
  useCancelBookingSeatMutation,
  useLazyGetSeatCancelQuoteQuery,
  useListBookingSeatsQuery,
  type CancelQuote,
} from '../api';
import { EMPHASIS, emphasise } from '../../emphasis';
import { bookingsMessages, useBookingsMessages } from '../../messages';
import { formatMoney } from '../booking-labels';
import { holderOf } from './booking-seats';

/** The policy's default (REFUND_DEADLINE_HOURS); the server's quote, when there is one, is what counts. */
const DEADLINE_HOURS = 48;
const REASON_MAX = 255;
const round = (n: number) => Math.round(n * 100) / 100;

export interface SeatRefund {
  refund: number;
  /** What the booking costs once the seats are given back. */
  newAmount: number;
  /** Why nothing goes back, when nothing does. */
  note: string | null;
  /** False when worked out here without the server's quote for exactly these seats. */
  exact: boolean;
}

/**
 * What giving `count` seats back refunds: the server's quote for one seat is exact for one; for more
 * its drop in price is taken per seat (exact without a voucher or with an uncapped percentage). Without a
 * quote, the price drops pro rata and the policy's deadline is taken as 48 hours before the start.
 */
export function seatRefund(
  booking: Pick<BookingDto, 'amount' | 'seats' | 'schedule'>,
  left: number,
  count: number,
  quote: CancelQuote | null,
  now: Date = new Date(),
): SeatRefund {
  const amount = booking.amount ?? 0;
  if (count <= 0) return { refund: 0, newAmount: amount, note: null, exact: true };
  if (quote && count === 1)
    return {
      refund: quote.refund,
      newAmount: quote.newAmount,
      note: quote.refund > 0 ? null : quote.reason,
      exact: true,
    };
  const perSeat = quote ? amount - quote.newAmount : amount / booking.seats;
  const newAmount = Math.max(0, round(amount - count * perSeat));
  const late = quote
    ? quote.refund === 0 && left > quote.newAmount
    : new Date(booking.schedule.startDate).getTime() - now.getTime() < DEADLINE_HOURS * 3_600_000;
  if (late)
    return {
      refund: 0,
      newAmount,
      note: quote?.reason ?? bookingsMessages().t('refund.lateNote', { hours: DEADLINE_HOURS }),
      exact: false,
    };
  return { refund: Math.max(0, round(left - newAmount)), newAmount, note: null, exact: false };
}

type Mode = 'seats' | 'amount';

export function RefundBookingDialog({
  booking,
  left,
  open,
  onClose,
}: {
  booking: BookingDto;
  /** What is left to refund (paid less refunds). */
  left: number;
  open: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const { t } = useBookingsMessages();
  const seats = useListBookingSeatsQuery(
    {
      'filter[bookingId]': booking.id,
      include: 'user',
      sort: 'position',
      perPage: 100,
      page: 1,
      trashed: 'with',
    },
    { skip: !open },
  );
  const active = useMemo(
    () => (seats.data?.data ?? []).filter((s) => !s.cancelledAt && !s.deletedAt),
    [seats.data],
  );
  const [mode, setMode] = useState<Mode>('seats');
  const [chosen, setChosen] = useState<string[]>([]);
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; seats?: string }>({});
  const [busy, setBusy] = useState(false);
  const [askQuote, quoted] = useLazyGetSeatCancelQuoteQuery();
  const [refundAmount] = useRefundBookingMutation();
  const [cancelSeat] = useCancelBookingSeatMutation();

  useEffect(() => {
    if (!open) return;
    setMode(booking.seats > 1 ? 'seats' : 'amount');
    setChosen([]);
    setAmount(null);
    setReason('');
    setErrors({});
  }, [open, booking.seats]);

  // The server's quote for the first chosen seat (a 404 while that route is not deployed: worked out here).
  const first = chosen[0];
  useEffect(() => {
    if (first) void askQuote(first, true);
  }, [first, askQuote]);
  const quote = first && quoted.originalArgs === first && quoted.isSuccess ? quoted.data : null;
  const seatOutcome = seatRefund(booking, left, chosen.length, quote);
  // The booking keeps at least one seat; giving every seat back is cancelling it.
  const canChooseMore = chosen.length < active.length - 1;

  const send = async () => {
    const next: typeof errors = {};
    const why = reason.trim();
    if (!why) next.reason = t('refund.reasonRequired');
    if (mode === 'amount') {
      if (amount == null || amount <= 0) next.amount = t('refund.amountPositive');
      else if (amount > left)
        next.amount = t('refund.amountTooHigh', { left: formatMoney(left, booking.currency) });
    } else if (chosen.length === 0) next.seats = t('refund.chooseSeats');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      if (mode === 'amount') {
        await refundAmount({ id: booking.id, amount: amount!, reason: why }).unwrap();
        toast.success(
          t('refund.sent'),
          t('refund.sentBody', { amount: formatMoney(amount, booking.currency), reason: why }),
        );
      } else {
        const names: string[] = [];
        for (const id of chosen) {
          const seat = active.find((s) => s.id === id)!;
          await cancelSeat({ seat, reason: why }).unwrap();
          names.push(t('seats.name', { position: seat.position }));
        }
        toast.success(
          t('refund.seatsCancelled', { n: names.length }),
          seatOutcome.refund > 0
            ? t('refund.seatsRefunded', {
                seats: names.join(', '),
                amount: formatMoney(seatOutcome.refund, booking.currency),
              })
            : t('refund.seatsNothing', { seats: names.join(', ') }),
        );
      }
      onClose();
    } catch (err) {
      // A 422 lands on its field; anything else (409) was toasted by the api in the server's words.
      const bag = (err as { data?: { errors?: Record<string, string[]> } })?.data?.errors;
      if (bag) setErrors({ amount: bag.amount?.[0], reason: bag.reason?.[0] });
    } finally {
      setBusy(false);
    }
  };

  const label = (s: BookingSeatDto) =>
    holderOf(s)
      ? t('refund.seatLabel', { position: s.position, holder: holderOf(s) })
      : t('refund.seatLabelOpen', { position: s.position });
  // What the booking costs afterwards, and for how many seats.
  const after = {
    newAmount: formatMoney(seatOutcome.newAmount, booking.currency),
    seats: booking.seats - chosen.length,
  };
  const refunded = <strong>{formatMoney(seatOutcome.refund, booking.currency)}</strong>;
  const summary =
    mode === 'amount'
      ? amount != null && amount > 0
        ? emphasise(
            t('refund.amountSummary', { amount: EMPHASIS }),
            <strong>{formatMoney(amount, booking.currency)}</strong>,
          )
        : null
      : chosen.length
        ? seatOutcome.refund > 0
          ? seatOutcome.exact
            ? emphasise(t('refund.seatsSummary', { ...after, amount: EMPHASIS }), refunded)
            : emphasise(t('refund.seatsSummaryAbout', { ...after, amount: EMPHASIS }), refunded)
          : seatOutcome.note
            ? t('refund.seatsSummaryNothingNote', { ...after, note: seatOutcome.note })
            : t('refund.seatsSummaryNothing', after)
        : null;

  return (
    <Modal
      open={open}
      title={t('refund.title')}
      okText={mode === 'seats' ? t('refund.okSeats') : t('refund.okAmount')}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void send()}
      onCancel={onClose}
      maskClosable={!busy}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('refund.intro', { left: formatMoney(left, booking.currency) })}
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={t('refund.mode')}>
          <Radio.Group
            value={mode}
            onChange={(e) => (setMode(e.target.value as Mode), setErrors({}))}
            options={[
              {
                value: 'seats',
                label: t('refund.modeSeats'),
                disabled: active.length < 2 && !seats.isFetching,
              },
              { value: 'amount', label: t('refund.modeAmount') },
            ]}
          />
        </Form.Item>
        {mode === 'seats' ? (
          <Form.Item
            label={t('refund.seatsToGiveBack')}
            validateStatus={errors.seats ? 'error' : undefined}
            help={errors.seats ?? t('refund.seatsHelp')}
          >
            <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as string[])}>
              <Space direction="vertical">
                {active.map((s) => (
                  <Checkbox key={s.id} value={s.id} disabled={!chosen.includes(s.id) && !canChooseMore}>
                    {label(s)}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </Form.Item>
        ) : (
          <Form.Item
            label={t('refund.amount')}
            htmlFor="refund-amount"
            validateStatus={errors.amount ? 'error' : undefined}
            help={errors.amount ?? t('refund.upTo', { left: formatMoney(left, booking.currency) })}
          >
            <InputNumber
              id="refund-amount"
              min={0}
              step={0.01}
              value={amount}
              onChange={(v) => setAmount(v)}
              style={{ width: 200 }}
            />
          </Form.Item>
        )}
        <Form.Item
          label={t('common.reason')}
          htmlFor="refund-reason"
          required
          validateStatus={errors.reason ? 'error' : undefined}
          help={errors.reason ?? t('refund.reasonHelp')}
        >
          <Input
            id="refund-reason"
            value={reason}
            maxLength={REASON_MAX}
            aria-invalid={errors.reason ? true : undefined}
            onChange={(e) => setReason(e.target.value.replace(/[\r\n]+/g, ' '))}
          />
        </Form.Item>
      </Form>
      {summary && <Alert type="info" showIcon message={summary} role="status" />}
    </Modal>
  );
}
