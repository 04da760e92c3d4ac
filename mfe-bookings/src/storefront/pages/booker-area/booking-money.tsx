// The money of a paid booking on its card: paid, refunded and what it comes to, and each refund's
// credit note as a PDF (GET /v1/payments/bookings/{id} for the booking's owner).
import { useGetBookingMoneyQuery } from '../../bookings-api';
import { documentUrl } from '../../payments-api';
import { useBookerI18n } from './messages';

const cents = (n: number) => Math.round(n * 100);

export function BookingMoney({ bookingId }: { bookingId: string }) {
  const { t, formatPrice } = useBookerI18n();
  const eur = (n: number) => formatPrice(n, t('booker.money.zero'));
  const { data } = useGetBookingMoneyQuery(bookingId);
  if (!data) return null;
  const paid = data.payments.filter((p) => p.applied).reduce((a, p) => a + cents(p.amount), 0);
  const refunded = data.refunds
    .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
    .reduce((a, r) => a + cents(r.amount), 0);
  const notes = data.invoices.filter((i) => i.kind === 'credit-note');
  if (!paid) return null;
  return (
    <section aria-label={t('booker.money.label')} className="cw-stack" style={{ gap: 4 }}>
      <dl className="ca-facts sf-booking-facts" data-testid="booking-money">
        <dt>{t('booker.money.paid')}</dt>
        <dd>{eur(paid / 100)}</dd>
        <dt>{t('booker.money.refunded')}</dt>
        <dd data-testid="refunded">{eur(refunded / 100)}</dd>
        <dt>{t('booker.money.net')}</dt>
        <dd data-testid="net">{eur((paid - refunded) / 100)}</dd>
      </dl>
      {notes.length > 0 && (
        <ul
          className="sf-refunds"
          aria-label={t('booker.money.refunds')}
          style={{ margin: 0, paddingLeft: 18 }}
        >
          {notes.map((n) => (
            <li key={n.id}>
              {t('booker.money.refundOf', { amount: eur(Math.abs(n.total)) })} ·{' '}
              <a href={documentUrl(n.id)} download>
                {t('booker.money.creditNote', { number: n.number })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
