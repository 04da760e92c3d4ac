// /schedule-refund/{token}: the page a moved schedule's mail links to (issue 27 item 3). It shows the
// session's new time and the full refund on offer, and refunds only when the booker confirms here (the
// click in the mail alone never refunds); confirming again shows the refund already made.
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ScheduleRefundOfferDto } from '@coachwork/contracts';
import { formatDateTimeInZone, Spinner } from '@coachwork/web-kit';
import { formatPrice } from '../format';
import { useGetScheduleRefundQuery, useTakeScheduleRefundMutation } from '../schedule-refund-api';

const messageOf = (err: unknown, fallback: string) =>
  ((err as { data?: { message?: unknown } } | undefined)?.data?.message as string | undefined) ?? fallback;

export default function ScheduleRefundPage() {
  const { token = '' } = useParams();
  const { data, isLoading, error } = useGetScheduleRefundQuery(token);
  const [take, { isLoading: taking }] = useTakeScheduleRefundMutation();
  const [done, setDone] = useState<ScheduleRefundOfferDto | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const offer = done ?? data;

  const confirm = async () => {
    setRefusal(null);
    try {
      setDone(await take(token).unwrap());
    } catch (err) {
      setRefusal(messageOf(err, 'The refund could not be made right now. Please try again.'));
    }
  };

  return (
    <section className="cw-card cw-stack sf-narrow">
      <h1 style={{ margin: 0 }}>Your refund for a moved session</h1>
      {isLoading && <Spinner label="Loading the refund" />}
      {!isLoading && !offer && (
        <p role="alert" style={{ margin: 0 }}>
          {messageOf(error, 'This refund link is not valid.')}
        </p>
      )}
      {offer && (
        <>
          <p style={{ margin: 0 }}>
            <strong>{offer.workshopTitle}</strong> now starts on{' '}
            {formatDateTimeInZone(offer.startDate, offer.timezone)}.
          </p>
          {offer.usedAt ? (
            <p role="status" style={{ margin: 0 }} data-testid="schedule-refund-done">
              Your booking is cancelled and {formatPrice(offer.amount)} is on its way back to you (5 to 10
              business days). A confirmation and the credit note are in your email.
            </p>
          ) : (
            <>
              <p style={{ margin: 0 }}>
                If the new time does not suit you, your booking is cancelled and everything you paid,{' '}
                <strong>{formatPrice(offer.amount)}</strong>, goes back to you, whatever the refund policy
                says.
              </p>
              {refusal && (
                <p role="alert" style={{ margin: 0 }}>
                  {refusal}
                </p>
              )}
              <div className="cw-row">
                <button
                  type="button"
                  className="cw-btn sf-btn-danger"
                  disabled={taking}
                  onClick={() => void confirm()}
                >
                  {taking ? 'Refunding...' : `Cancel and refund ${formatPrice(offer.amount)}`}
                </button>
                <a className="cw-btn" href="/b">
                  Keep my seat
                </a>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
