// /b?tab=invoices: the booker's invoices and credit notes, newest first, each downloadable as the PDF
// exactly as issued (GET /v1/payments/invoices/{id}; the session cookie is the proof).
import { useState } from 'react';
import { Spinner } from '@coachwork/web-kit';
import { documentUrl, useGetMyInvoicesQuery } from '../../payments-api';
import { useBookerI18n } from './messages';

export function InvoicesSection({ userId }: { userId: string }) {
  const { t, formatDateTime, formatPrice } = useBookerI18n();
  const price = (amount: number) => formatPrice(amount, t('price.free'));
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetMyInvoicesQuery({ userId, page });
  const rows = data?.data ?? [];
  const lastPage = data?.meta.lastPage ?? 1;

  if (isLoading) return <Spinner label={t('booker.invoices.loading')} />;
  if (isError) {
    return (
      <div className="cw-card sf-empty" role="alert">
        <h2>{t('booker.invoices.loadFailed')}</h2>
        <button type="button" className="cw-btn" onClick={() => void refetch()}>
          {t('booker.tryAgain')}
        </button>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="cw-card sf-empty">
        <h2>{t('booker.invoices.none')}</h2>
        <p className="cw-muted">{t('booker.invoices.noneHint')}</p>
      </div>
    );
  }
  return (
    <section className="cw-card" aria-labelledby="invoices-title">
      <h2 id="invoices-title" className="sf-section-title">
        {t('booker.invoices.title')}
      </h2>
      <table className="sf-table">
        <thead>
          <tr>
            <th scope="col">{t('booker.invoices.number')}</th>
            <th scope="col">{t('booker.invoices.kind')}</th>
            <th scope="col">{t('booker.invoices.issued')}</th>
            <th scope="col" className="sf-num">
              {t('booker.invoices.total')}
            </th>
            <th scope="col">
              <span className="cw-visually-hidden">{t('booker.invoices.download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((doc) => (
            <tr key={doc.id} data-testid="invoice-row">
              <td>{doc.number}</td>
              <td>{doc.kind === 'credit-note' ? t('booker.invoices.creditNote') : t('booker.invoices.invoice')}</td>
              <td>{formatDateTime(doc.issuedAt)}</td>
              <td className="sf-num">{doc.kind === 'credit-note' ? `−${price(doc.total)}` : price(doc.total)}</td>
              <td>
                <a
                  href={documentUrl(doc.id)}
                  download={`${doc.number}.pdf`}
                  aria-label={t('booker.invoices.downloadPdfOf', { number: doc.number })}
                >
                  {t('booker.invoices.downloadPdf')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {lastPage > 1 && (
        <nav className="cw-row" aria-label={t('booker.invoices.pages')} style={{ justifyContent: 'center', marginTop: 12 }}>
          <button type="button" className="cw-btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('booker.previous')}
          </button>
          <span className="cw-muted">
            {t('booker.pageOf', { page, lastPage })}
          </span>
          <button type="button" className="cw-btn" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            {t('booker.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
