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
      note: quote?.reason ?? `Cancelled less than ${DEADLINE_HOURS} hours before the start: no refund`,
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
    if (!why) next.reason = 'Reason is required';
    if (mode === 'amount') {
      if (amount == null || amount <= 0) next.amount = 'Amount must be more than 0';
      else if (amount > left)
        next.amount = `Amount cannot be more than the ${formatMoney(left, booking.currency)} left to refund`;
    } else if (chosen.length === 0) next.seats = 'Choose the seats to give back';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      if (mode === 'amount') {
        await refundAmount({ id: booking.id, amount: amount!, reason: why }).unwrap();
        toast.success('Refund sent', `${formatMoney(amount, booking.currency)} with a credit note: ${why}`);
      } else {
        const names: string[] = [];
        for (const id of chosen) {
          const seat = active.find((s) => s.id === id)!;
          await cancelSeat({ seat, reason: why }).unwrap();
          names.push(`Seat ${seat.position}`);
        }
        toast.success(
          names.length === 1 ? 'Seat cancelled' : 'Seats cancelled',
          `${names.join(', ')}: ${
            seatOutcome.refund > 0
              ? `${formatMoney(seatOutcome.refund, booking.currency)} goes back with a credit note.`
              : 'nothing is refunded.'
          }`,
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
    `Seat ${s.position}${holderOf(s) ? ` · ${holderOf(s)}` : ' · open seat'}`;
  const summary =
    mode === 'amount' ? (
      amount != null && amount > 0 ? (
        <>
          <strong>{formatMoney(amount, booking.currency)}</strong> goes back to the card it was paid with.
        </>
      ) : null
    ) : chosen.length ? (
      <>
        {seatOutcome.refund > 0 ? (
          <>
            {seatOutcome.exact ? '' : 'About '}
            <strong>{formatMoney(seatOutcome.refund, booking.currency)}</strong> goes back to the card it was
            paid with
          </>
        ) : (
          <>Nothing is refunded{seatOutcome.note ? ` (${seatOutcome.note})` : ''}</>
        )}
        ; the booking then costs {formatMoney(seatOutcome.newAmount, booking.currency)} for{' '}
        {booking.seats - chosen.length} {booking.seats - chosen.length === 1 ? 'seat' : 'seats'}.
      </>
    ) : null;

  return (
    <Modal
      open={open}
      title="Refund this booking?"
      okText={mode === 'seats' ? 'Give seats back and refund' : 'Refund'}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void send()}
      onCancel={onClose}
      maskClosable={!busy}
      destroyOnHidden
    >
      <Typography.Paragraph>
        The money goes back to the card it came from, with a credit note. This cannot be undone.{' '}
        {formatMoney(left, booking.currency)} is left to refund.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label="Refund">
          <Radio.Group
            value={mode}
            onChange={(e) => (setMode(e.target.value as Mode), setErrors({}))}
            options={[
              { value: 'seats', label: 'Seats', disabled: active.length < 2 && !seats.isFetching },
              { value: 'amount', label: 'An amount' },
            ]}
          />
        </Form.Item>
        {mode === 'seats' ? (
          <Form.Item
            label="Seats to give back"
            validateStatus={errors.seats ? 'error' : undefined}
            help={
              errors.seats ??
              'The booking keeps at least one seat: to give every seat back, cancel the booking.'
            }
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
            label="Amount"
            htmlFor="refund-amount"
            validateStatus={errors.amount ? 'error' : undefined}
            help={errors.amount ?? `Up to ${formatMoney(left, booking.currency)}.`}
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
          label="Reason"
          htmlFor="refund-reason"
          required
          validateStatus={errors.reason ? 'error' : undefined}
          help={errors.reason ?? 'Printed on the credit note.'}
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
