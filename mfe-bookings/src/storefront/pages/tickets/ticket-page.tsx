// /b/tickets/{seatId}: one seat's ticket on the phone at the door (issue 27 item 4): the workshop, when
// and where, whose seat, and the QR code large enough to scan from a hand-held phone at 375 px, with
// its code below for typing in and the PDF to download.
import { Link, useParams } from 'react-router';
import { Spinner, usePageTitle, withZone } from '@coachwork/web-kit';
import { ticketPdfUrl, useGetSeatTicketQuery } from '../../ticket-api';
import { useTicketI18n } from './messages';

export default function TicketPage() {
  const { t, formatDateTime, formatSpan } = useTicketI18n();
  const { seatId = '' } = useParams();
  const { data: ticket, isLoading, isError, error } = useGetSeatTicketQuery(seatId);
  usePageTitle(ticket ? t('ticket.pageTitle', { title: ticket.workshopTitle }) : t('ticket.title'));
  if (isLoading) return <Spinner label={t('ticket.loading')} />;
  if (isError || !ticket) {
    const status = error && 'status' in error ? error.status : null;
    const message = status === 409 ? t('ticket.noValid') : t('ticket.notFound');
    return (
      <section className="cw-card sf-ticket" aria-labelledby="sf-ticket-title">
        <h1 id="sf-ticket-title">{t('ticket.title')}</h1>
        <p role="alert">{message}</p>
        <Link to="/b">{t('ticket.myBookings')}</Link>
      </section>
    );
  }
  return (
    <section className="sf-ticket-wrap cw-stack">
      <p style={{ margin: 0 }}>
        <Link to="/b">{t('ticket.myBookings')}</Link>
      </p>
      <article className="cw-card sf-ticket" aria-labelledby="sf-ticket-title" data-seat-id={ticket.seatId}>
        <p className="cw-muted sf-ticket-kicker">{t('ticket.kicker', { position: ticket.position })}</p>
        <h1 id="sf-ticket-title">{ticket.workshopTitle}</h1>
        <p className="sf-ticket-when">
          {withZone(formatSpan(ticket.startDate, ticket.endDate, ticket.timezone), ticket.timezone)}
        </p>
        <p className="sf-ticket-where">{ticket.venue ?? (ticket.mode === 'ONLINE' ? t('ticket.online') : '')}</p>
        <p className="sf-ticket-holder" aria-label={t('ticket.holder')}>
          {ticket.holderName}
        </p>
        <img className="sf-ticket-qr" src={ticket.qr} alt={t('ticket.qrAlt', { name: ticket.holderName })} />
        <p className="sf-ticket-code">
          <span className="cw-muted">{t('ticket.code')}</span>
          <code data-ticket-code>{ticket.code}</code>
        </p>
        {ticket.checkedInAt && (
          <p className="cw-tag" data-tone="success" role="status">
            {t('ticket.checkedIn', { time: formatDateTime(ticket.checkedInAt, ticket.timezone) })}
          </p>
        )}
        <p className="cw-hint" style={{ margin: 0 }}>
          {t('ticket.showAtDoor')}
        </p>
        <a className="cw-btn" href={ticketPdfUrl(ticket.seatId)} download>
          {t('ticket.pdf')}
        </a>
      </article>
    </section>
  );
}
