// What a cancel would refund, in the dialog that asks first: the server's quote under the refund
// policy (GET .../cancel-quote), so the booker sees the amount before confirming.
import { useGetCancelQuoteQuery, type CancelQuoteArgs } from '../../bookings-api';
import { useBookerI18n } from './messages';

export function CancelQuoteLine({ of, seat }: { of: CancelQuoteArgs; seat?: boolean }) {
  const { t, formatPrice } = useBookerI18n();
  const money = (n: number) => formatPrice(n, t('booker.money.zero'));
  const { data, isLoading, isError } = useGetCancelQuoteQuery(of, { refetchOnMountOrArgChange: true });
  if (isLoading)
    return (
      <p className="cw-muted" role="status" style={{ margin: 0 }}>
        {t('booker.quote.working')}
      </p>
    );
  if (isError || !data)
    return (
      <p className="cw-muted" style={{ margin: 0 }}>
        {t('booker.quote.failed')}
      </p>
    );
  return (
    <div className="sf-note" role="status" data-testid="cancel-quote">
      {data.refund > 0 ? (
        <strong>{t('booker.quote.refund', { amount: money(data.refund) })}</strong>
      ) : (
        <strong>{t('booker.quote.noRefund')}</strong>
      )}
      <span className="cw-muted"> ({data.reason})</span>
      {seat && <div>{t('booker.quote.newAmount', { amount: money(data.newAmount) })}</div>}
    </div>
  );
}
