// /b?tab=invoices: the booker's invoices and credit notes, newest first, each downloadable as the PDF
// exactly as issued (GET /v1/payments/invoices/{id}; the session cookie is the proof).
import { useState } from 'react';
import { Spinner } from '@coachwork/web-kit';
import { formatDateTime } from '@coachwork/web-kit';
import { formatPrice } from '../../format';
import { documentUrl, useGetMyInvoicesQuery } from '../../payments-api';

export function InvoicesSection({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetMyInvoicesQuery({ userId, page });
  const rows = data?.data ?? [];
  const lastPage = data?.meta.lastPage ?? 1;

  if (isLoading) return <Spinner label="Loading your invoices" />;
  if (isError) {
    return (
      <div className="cw-card sf-empty" role="alert">
        <h2>Your invoices could not be loaded.</h2>
        <button type="button" className="cw-btn" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <div className="cw-card sf-empty">
        <h2>No invoices yet</h2>
        <p className="cw-muted">An invoice is issued when you pay for a booking; a refund comes with a credit note.</p>
      </div>
    );
  }
  return (
    <section className="cw-card" aria-labelledby="invoices-title">
      <h2 id="invoices-title" className="sf-section-title">
        Invoices and credit notes
      </h2>
      <table className="sf-table">
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Kind</th>
            <th scope="col">Issued</th>
            <th scope="col" className="sf-num">
              Total
            </th>
            <th scope="col">
              <span className="cw-visually-hidden">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((doc) => (
            <tr key={doc.id} data-testid="invoice-row">
              <td>{doc.number}</td>
              <td>{doc.kind === 'credit-note' ? 'Credit note' : 'Invoice'}</td>
              <td>{formatDateTime(doc.issuedAt)}</td>
              <td className="sf-num">{doc.kind === 'credit-note' ? `−${formatPrice(doc.total)}` : formatPrice(doc.total)}</td>
              <td>
                <a href={documentUrl(doc.id)} download={`${doc.number}.pdf`} aria-label={`Download PDF of ${doc.number}`}>
                  Download PDF
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {lastPage > 1 && (
        <nav className="cw-row" aria-label="Invoice pages" style={{ justifyContent: 'center', marginTop: 12 }}>
          <button type="button" className="cw-btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span className="cw-muted">
            Page {page} of {lastPage}
          </span>
          <button type="button" className="cw-btn" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
