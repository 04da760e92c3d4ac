// /b/tickets/{seatId}: one seat's ticket on the phone at the door (issue 27 item 4): the workshop, when
// and where, whose seat, and the QR code large enough to scan from a hand-held phone at 375 px, with
// its code below for typing in and the PDF to download.
import { Link, useParams } from 'react-router';
import { formatDateTime, formatSpan, Spinner, usePageTitle, withZone } from '@coachwork/web-kit';
import { ticketPdfUrl, useGetSeatTicketQuery } from '../../ticket-api';

export default function TicketPage() {
  const { seatId = '' } = useParams();
  const { data: t, isLoading, isError, error } = useGetSeatTicketQuery(seatId);
  usePageTitle(t ? `Ticket: ${t.workshopTitle}` : 'Ticket');
  if (isLoading) return <Spinner />;
  if (isError || !t) {
    const status = error && 'status' in error ? error.status : null;
    const message =
      status === 409
        ? 'This seat has no valid ticket: the seat was given back, or the booking is not confirmed.'
        : 'This ticket could not be found.';
    return (
      <section className="cw-card sf-ticket" aria-labelledby="sf-ticket-title">
        <h1 id="sf-ticket-title">Ticket</h1>
        <p role="alert">{message}</p>
        <Link to="/b">← My bookings</Link>
      </section>
    );
  }
  return (
    <section className="sf-ticket-wrap cw-stack">
      <p style={{ margin: 0 }}>
        <Link to="/b">← My bookings</Link>
      </p>
      <article className="cw-card sf-ticket" aria-labelledby="sf-ticket-title" data-seat-id={t.seatId}>
        <p className="cw-muted sf-ticket-kicker">Ticket · Seat {t.position}</p>
        <h1 id="sf-ticket-title">{t.workshopTitle}</h1>
        <p className="sf-ticket-when">{withZone(formatSpan(t.startDate, t.endDate, t.timezone), t.timezone)}</p>
        <p className="sf-ticket-where">{t.venue ?? (t.mode === 'ONLINE' ? 'Online session' : '')}</p>
        <p className="sf-ticket-holder" aria-label="Seat holder">
          {t.holderName}
        </p>
        <img className="sf-ticket-qr" src={t.qr} alt={`QR code of the ticket for ${t.holderName}`} />
        <p className="sf-ticket-code">
          <span className="cw-muted">Code </span>
          <code data-ticket-code>{t.code}</code>
        </p>
        {t.checkedInAt && (
          <p className="cw-tag" data-tone="success" role="status">
            Checked in {formatDateTime(t.checkedInAt, t.timezone)}
          </p>
        )}
        <p className="cw-hint" style={{ margin: 0 }}>
          Show this code at the door. Whoever holds it can take the seat, so keep it to yourself.
        </p>
        <a className="cw-btn" href={ticketPdfUrl(t.seatId)} download>
          Download PDF
        </a>
      </article>
    </section>
  );
}
