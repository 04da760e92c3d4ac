// The ticket page's words (/b/tickets/{seatId}), in its lazy chunk; the frame's words come from the
// storefront catalogue it extends.
import { extendCatalogue, useI18n } from '@coachwork/web-kit';
import { STOREFRONT_MESSAGES, type StorefrontMessage, type TypedTranslator } from '../../messages';

const en = {
  'ticket.loading': 'Loading',
  'ticket.pageTitle': 'Ticket: {title}',
  'ticket.title': 'Ticket',
  'ticket.noValid': 'This seat has no valid ticket: the seat was given back, or the booking is not confirmed.',
  'ticket.notFound': 'This ticket could not be found.',
  'ticket.myBookings': '← My bookings',
  'ticket.kicker': 'Ticket · Seat {position}',
  'ticket.online': 'Online session',
  'ticket.holder': 'Seat holder',
  'ticket.qrAlt': 'QR code of the ticket for {name}',
  'ticket.code': 'Code ',
  'ticket.checkedIn': 'Checked in {time}',
  'ticket.showAtDoor': 'Show this code at the door. Whoever holds it can take the seat, so keep it to yourself.',
  'ticket.pdf': 'Download PDF',
};

const de: Partial<Record<keyof typeof en, string>> = {
  'ticket.loading': 'Wird geladen',
  'ticket.pageTitle': 'Ticket: {title}',
  'ticket.title': 'Ticket',
  'ticket.noValid':
    'Für diesen Platz gibt es kein gültiges Ticket: Der Platz wurde zurückgegeben, oder die Buchung ist nicht bestätigt.',
  'ticket.notFound': 'Dieses Ticket wurde nicht gefunden.',
  'ticket.myBookings': '← Meine Buchungen',
  'ticket.kicker': 'Ticket · Platz {position}',
  'ticket.online': 'Online-Termin',
  'ticket.holder': 'Name auf dem Ticket',
  'ticket.qrAlt': 'QR-Code des Tickets für {name}',
  'ticket.code': 'Code ',
  'ticket.checkedIn': 'Eingecheckt am {time}',
  'ticket.showAtDoor':
    'Zeigen Sie diesen Code am Eingang. Wer ihn hat, kann den Platz einnehmen – behalten Sie ihn also für sich.',
  'ticket.pdf': 'PDF herunterladen',
};

const TICKET_MESSAGES = extendCatalogue(STOREFRONT_MESSAGES, { en, de });

export type TicketMessage = StorefrontMessage | keyof typeof en;

export function useTicketI18n(): TypedTranslator<TicketMessage> {
  return useI18n(TICKET_MESSAGES);
}
