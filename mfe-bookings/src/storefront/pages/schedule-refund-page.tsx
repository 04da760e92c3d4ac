// /schedule-refund/{token}: the page a moved schedule's mail links to (issue 27 item 3). It shows the
// session's new time and the full refund on offer, and refunds only when the booker confirms here (the
// click in the mail alone never refunds); confirming again shows the refund already made.
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ScheduleRefundOfferDto } from '@coachwork/contracts';
import { Spinner } from '@coachwork/web-kit';
import { richMessage } from '../rich-message';
import { useGetScheduleRefundQuery, useTakeScheduleRefundMutation } from '../schedule-refund-api';
import { useRefundI18n } from './schedule-refund-messages';

const messageOf = (err: unknown, fallback: string) =>
  ((err as { data?: { message?: unknown } } | undefined)?.data?.message as string | undefined) ?? fallback;

export default function ScheduleRefundPage() {
  const { t, formatDateTimeInZone, formatPrice: price } = useRefundI18n();
  const formatPrice = (amount: number | null | undefined) => price(amount, t('price.free'));
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
      setRefusal(messageOf(err, t('refund.failed')));
    }
  };

  return (
    <section className="cw-card cw-stack sf-narrow">
      <h1 style={{ margin: 0 }}>{t('refund.title')}</h1>
      {isLoading && <Spinner label={t('refund.loading')} />}
      {!isLoading && !offer && (
        <p role="alert" style={{ margin: 0 }}>
          {messageOf(error, t('refund.notValid'))}
        </p>
      )}
      {offer && (
        <>
          <p style={{ margin: 0 }}>
            {richMessage(
              t,
              'refund.nowStarts',
              { title: <strong>{offer.workshopTitle}</strong> },
              { date: formatDateTimeInZone(offer.startDate, offer.timezone) },
            )}
          </p>
          {offer.usedAt ? (
            <p role="status" style={{ margin: 0 }} data-testid="schedule-refund-done">
              {t('refund.done', { amount: formatPrice(offer.amount) })}
            </p>
          ) : (
            <>
              <p style={{ margin: 0 }}>
                {richMessage(t, 'refund.offer', { amount: <strong>{formatPrice(offer.amount)}</strong> })}
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
                  {taking ? t('refund.refunding') : t('refund.confirm', { amount: formatPrice(offer.amount) })}
                </button>
                <a className="cw-btn" href="/b">
                  {t('refund.keep')}
                </a>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
