// What a cancel would refund, in the dialog that asks first: the server's quote under the refund
// policy (GET .../cancel-quote), so the booker sees the amount before confirming.
import { formatPrice } from '../../format';
import { useGetCancelQuoteQuery, type CancelQuoteArgs } from '../../bookings-api';

const money = (n: number) => (n ? formatPrice(n) : '€0.00');

export function CancelQuoteLine({ of, seat }: { of: CancelQuoteArgs; seat?: boolean }) {
  const { data, isLoading, isError } = useGetCancelQuoteQuery(of, { refetchOnMountOrArgChange: true });
  if (isLoading)
    return (
      <p className="cw-muted" role="status" style={{ margin: 0 }}>
        Working out your refund...
      </p>
    );
  if (isError || !data)
    return (
      <p className="cw-muted" style={{ margin: 0 }}>
        The refund could not be worked out right now; the refund policy applies.
      </p>
    );
  return (
    <div className="sf-note" role="status" data-testid="cancel-quote">
      {data.refund > 0 ? <strong>Refund: {money(data.refund)}</strong> : <strong>No refund</strong>}
      <span className="cw-muted"> ({data.reason})</span>
      {seat && <div>The booking then costs {money(data.newAmount)}.</div>}
    </div>
  );
}
