// The money of a paid booking on its card: paid, refunded and what it comes to, and each refund's
// credit note as a PDF (GET /v1/payments/bookings/{id} for the booking's owner).
import { formatPrice } from '../../format';
import { useGetBookingMoneyQuery } from '../../bookings-api';
import { documentUrl } from '../../payments-api';

const eur = (n: number) => (n ? formatPrice(n) : '€0.00');
const cents = (n: number) => Math.round(n * 100);

export function BookingMoney({ bookingId }: { bookingId: string }) {
  const { data } = useGetBookingMoneyQuery(bookingId);
  if (!data) return null;
  const paid = data.payments.filter((p) => p.applied).reduce((a, p) => a + cents(p.amount), 0);
  const refunded = data.refunds
    .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
    .reduce((a, r) => a + cents(r.amount), 0);
  const notes = data.invoices.filter((i) => i.kind === 'credit-note');
  if (!paid) return null;
  return (
    <section aria-label="Payment" className="cw-stack" style={{ gap: 4 }}>
      <dl className="ca-facts sf-booking-facts" data-testid="booking-money">
        <dt>Paid</dt>
        <dd>{eur(paid / 100)}</dd>
        <dt>Refunded</dt>
        <dd data-testid="refunded">{eur(refunded / 100)}</dd>
        <dt>Net</dt>
        <dd data-testid="net">{eur((paid - refunded) / 100)}</dd>
      </dl>
      {notes.length > 0 && (
        <ul className="sf-refunds" aria-label="Refunds" style={{ margin: 0, paddingLeft: 18 }}>
          {notes.map((n) => (
            <li key={n.id}>
              Refund of {eur(Math.abs(n.total))} ·{' '}
              <a href={documentUrl(n.id)} download>
                Credit note {n.number} (PDF)
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
