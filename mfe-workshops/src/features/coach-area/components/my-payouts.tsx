// The coach's payouts: one per ended schedule, with its statement to download; one past its due date
// and not paid yet is flagged Overdue; the list exports as CSV or Excel.
import {
  ExportButtons,
  formatDate,
  isPayoutOverdue,
  payoutFileUrl,
  useListPayoutsQuery,
} from '@coachwork/web-kit';

const STATUS: Record<string, string> = {
  PENDING: 'Pending',
  DUE: 'Due',
  PAID: 'Paid',
  ON_HOLD: 'On hold',
};

export function MyPayouts() {
  const { data, isLoading } = useListPayoutsQuery({ perPage: 20 });
  const rows = data?.data ?? [];
  return (
    <section className="cw-card" aria-labelledby="ca-payouts">
      <div className="cw-row" style={{ justifyContent: 'space-between' }}>
        <h2 id="ca-payouts" style={{ marginTop: 0, fontSize: '1.125rem' }}>
          My payouts
        </h2>
        {rows.length > 0 && (
          <ExportButtons path="/payouts" label="payouts" params={() => ({ sort: '-dueAt' })} />
        )}
      </div>
      {isLoading ? (
        <p className="cw-muted">Loading...</p>
      ) : rows.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          A payout appears here once a schedule you taught has ended.
        </p>
      ) : (
        <ul className="cw-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((p) => {
            const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency: p.currency });
            return (
              <li key={p.id} className="cw-row" style={{ justifyContent: 'space-between' }}>
                <span>
                  <strong>{p.workshopTitle}</strong>{' '}
                  <span className="cw-muted">{formatDate(p.scheduleStart)}</span>
                </span>
                <span className="cw-row">
                  <span className="cw-tag">{STATUS[p.status] ?? p.status}</span>
                  {isPayoutOverdue(p) && (
                    <span
                      className="cw-tag"
                      style={{ color: 'var(--cw-error)', borderColor: 'var(--cw-error)' }}
                    >
                      Overdue
                    </span>
                  )}
                  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{money.format(p.amount)}</span>
                  <span className="cw-muted">
                    {p.status === 'PAID'
                      ? // The transfer's reference, so the coach can find it on their bank statement.
                        `paid ${formatDate(p.paidAt)}${p.reference ? ` · ${p.reference}` : ''}`
                      : `due ${formatDate(p.dueAt)}`}
                  </span>
                  <a href={payoutFileUrl(p.id)} download>
                    Statement
                  </a>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
