// The coach's payouts: one per ended schedule, with its statement to download; one past its due date
// and not paid yet is flagged Overdue; the list exports as CSV or Excel.
import { isPayoutOverdue, payoutFileUrl, useListPayoutsQuery } from '@coachwork/web-kit';
import { ExportButtons } from '@coachwork/web-kit/export';
import { isCoachAreaMessage, useCoachAreaI18n } from '../messages';

/** Where amounts are written: '€85.00' and '85,00 €'. */
const MONEY_LOCALES = { en: 'en-IE', de: 'de-DE' } as const;

export function MyPayouts() {
  const { t, lang, formatDate } = useCoachAreaI18n();
  const { data, isLoading } = useListPayoutsQuery({ perPage: 20 });
  const rows = data?.data ?? [];
  return (
    <section className="cw-card" aria-labelledby="ca-payouts">
      <div className="cw-row" style={{ justifyContent: 'space-between' }}>
        <h2 id="ca-payouts" style={{ marginTop: 0, fontSize: '1.125rem' }}>
          {t('payouts.title')}
        </h2>
        {rows.length > 0 && (
          <ExportButtons path="/payouts" label={t('payouts.exportList')} params={() => ({ sort: '-dueAt' })} />
        )}
      </div>
      {isLoading ? (
        <p className="cw-muted">{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="cw-muted" style={{ margin: 0 }}>
          {t('payouts.empty')}
        </p>
      ) : (
        <ul className="cw-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((p) => {
            const money = new Intl.NumberFormat(MONEY_LOCALES[lang], { style: 'currency', currency: p.currency });
            const status = `payouts.status.${p.status}`;
            return (
              <li key={p.id} className="cw-row" style={{ justifyContent: 'space-between' }}>
                <span>
                  <strong>{p.workshopTitle}</strong>{' '}
                  <span className="cw-muted">{formatDate(p.scheduleStart)}</span>
                </span>
                <span className="cw-row">
                  <span className="cw-tag">{isCoachAreaMessage(status) ? t(status) : p.status}</span>
                  {isPayoutOverdue(p) && (
                    <span
                      className="cw-tag"
                      style={{ color: 'var(--cw-error)', borderColor: 'var(--cw-error)' }}
                    >
                      {t('payouts.overdue')}
                    </span>
                  )}
                  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{money.format(p.amount)}</span>
                  <span className="cw-muted">
                    {p.status === 'PAID'
                      ? // The transfer's reference, so the coach can find it on their bank statement.
                        `${t('payouts.paid', { date: formatDate(p.paidAt) })}${p.reference ? ` · ${p.reference}` : ''}`
                      : t('payouts.due', { date: formatDate(p.dueAt) })}
                  </span>
                  <a href={payoutFileUrl(p.id)} download>
                    {t('payouts.statement')}
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
