// The words of bookings' mails and PDFs in each language (issue 28 item 5): ICU messages, read by
// FormatJS's intl-messageformat (service-kit's translator). English is the source and is word for word
// what the mails said before there was a second language; German addresses people formally ('Sie'). Values
// are put in as they are (a name, a title, a date or an amount already written in the language), so
// no message holds HTML: a template escapes its values first where it writes HTML.

export const en = {
  // Greetings and what every mail shares.
  'mail.greeting': 'Hello {name},',
  /** A recipient known only by address (an invited e-mail, a waitlist entry without a name). */
  'mail.greeting.anonymous': 'Hello there,',
  'mail.greeting.plain': 'Hello,',
  'mail.link.bookings': 'Your bookings',
  'mail.seats': '{count, plural, one {{count} seat} other {{count} seats}}',
  'mail.joinOnline': 'Join online: {url}',
  'mail.map': 'Map: {url}',
  'mail.reason': 'Reason: {reason}',
  'mail.quoted': '"{text}"',
  /** Who did something: the recipient, a person by name, or the team. */
  'mail.by.you': 'by you',
  'mail.by.person': 'by {name}',
  'mail.by.team': 'by the Coachwork team',
  'mail.someone': 'Someone',

  // After the sale: a seat given back, a booking cancelled, a refund, a schedule cancelled.
  'afterSale.footer': 'You received this email because you booked, or hold a seat on, a Coachwork workshop.',
  'seatGivenBack.subject': 'A seat at {title} was given back',
  'seatGivenBack.booker':
    'Seat {position} of your booking for {title} on {at} was given back {by}. It is on sale again.',
  'seatGivenBack.bookerSeats':
    'Your booking now holds {seats}. If you are due money back, a separate email tells you how much.',
  'seatGivenBack.holder': 'Your seat at {title} on {at} was given back {by}, so it is no longer yours.',
  'seatGivenBack.holderHint': 'If this is a surprise, talk to the person who invited you.',
  'bookingCancelled.subject': 'Booking cancelled: {title}',
  'bookingCancelled.booker': 'Your booking for {title} on {at} was cancelled {by}.',
  'bookingCancelled.holder': 'The booking of your seat for {title} on {at} was cancelled {by}.',
  'bookingCancelled.refundFollows':
    'If the refund policy gives money back, a separate email tells you how much and when.',
  'bookingCancelled.seatGone': 'Your seat went with it.',
  'refundMade.subject': 'Refund of {amount} for {title}',
  'refundMade.body':
    'We are refunding {amount} for your booking of {title} ({reason}) to the card you paid with. Banks usually show it within 5 to 10 business days.',
  'refundMade.creditNote': 'Credit note {number} is in your invoices, ready to download.',
  'refundMade.link': 'Your invoices and credit notes',
  'scheduleCancelled.subject': 'Cancelled: {title} on {when}',
  'scheduleCancelled.body':
    'The session of {title} on {at} has been cancelled by its organiser, and your booking with it.',
  'scheduleCancelled.refundInFull': 'You get everything you paid back; a separate email confirms the refund.',

  // The booking confirmed.
  'confirmed.subject': 'Your booking for {title} is confirmed',
  'confirmed.body': 'Your booking is confirmed: {seats} at {title}, starting {starts}.',
  'confirmed.paid': 'Paid: {amount}.',
  'confirmed.linkLater': 'The meeting link will appear in My bookings once the coach adds it.',
  'confirmed.tickets':
    'Your tickets are attached (one page per seat, each with the QR code to show at the door).',
  'confirmed.ticketsHtml':
    'Your tickets are attached: one page per seat, each with the QR code to show at the door.',
  'confirmed.everything': 'Your bookings, seats, tickets and invitations:',
  'confirmed.joinButton': 'Join online',
  'confirmed.meetingLink': 'Meeting link:',
  'confirmed.seeBookings': 'See your bookings and tickets',
  'confirmed.footer': 'You received this email because you booked a Coachwork workshop with this address.',

  // An invitation to a seat.
  'invitation.title': 'You are invited to {title}',
  'invitation.subject': '{inviter} invited you to {title}',
  'invitation.body': '{inviter} booked a seat for you at {title}, starting {starts}.',
  'invitation.open': 'Open this link to accept or decline the seat:',
  'invitation.until':
    'The link works once and until {until}. Sign in (or create an account with this address) to answer.',
  'invitation.button': 'See the invitation',
  'invitation.untilHtml':
    'The link works once and until {until}. Sign in, or create an account with this address, to accept or decline.',
  'invitation.paste': 'Or paste this address into your browser:',
  'invitation.footer':
    'You received this email because {inviter} invited this address to a Coachwork workshop. If you do not know them, you can ignore it.',

  // Moves and transfers.
  'moved.subject': 'Moved: {title}',
  'moved.booker': 'Your booking of {title} has moved to another date.',
  'moved.holder':
    'The booking of {title} you hold a seat on has moved to another date; your seat moves with it.',
  'moved.now': 'Now: {at}.',
  'moved.was': 'Was: {at}.',
  'moved.voucherDropped': 'Voucher {code} does not apply to the new date, so its full price applies.',
  'moved.refund': '{amount} goes back to you; the credit note is in your bookings.',
  'moved.calendar': 'The calendar file attached holds the new date for your calendar.',
  'transferred.subject': 'Your seat was handed on: {title}',
  'transferred.body': 'Your seat at {title} on {at} was handed on to {newHolder} {by}.',
  'transferred.gone': 'You no longer hold it, and the link of your invitation no longer works.',
  'scheduleMoved.subject': 'New time: {title}',
  'scheduleMoved.body': 'The session of {title} you have a seat at has moved.',
  'scheduleMoved.now': 'Now: {at} until {end}.',
  'scheduleMoved.seat': 'Your seat moves with it; the calendar file attached holds the new time.',
  'scheduleMoved.refund':
    'If the new time does not suit you, you can have all your money back, whatever the refund policy says: {link}',
  'scheduleMoved.refundLink': 'Get a full refund',

  // A payment that went straight back.
  'returned.subject': 'Your payment of {amount} for {title} is refunded',
  'returned.late':
    'Your payment arrived after the hold on your seats had expired, and the seats (or the voucher) had gone to someone else in the meantime, so your booking could not be confirmed.',
  'returned.unapplied':
    'This payment could not be applied to your booking: the booking had already been paid, or its price had changed before the payment arrived.',
  'returned.refunded':
    'We have refunded the whole {amount} to the card you paid with; banks usually show it within 5 to 10 days.',
  'returned.seeBookings': 'See your bookings',
  'returned.footer': 'You received this email because you paid for a Coachwork booking with this address.',

  // Reminders.
  'reminder.footer': 'You received this email because you hold a seat on a Coachwork workshop.',
  'reminder.subject1h': 'Reminder: {title} starts within the hour',
  'reminder.subject24h': 'Reminder: {title} is coming up',
  'reminder.starts1h': '{title} starts within the hour: {at}.',
  'reminder.starts24h': '{title} starts on {at}.',
  'reminder.where': 'Where: {venue}',
  'reminder.whereWithMap': 'Where: {venue} (map: {map})',
  'reminder.calendar': 'The calendar file attached holds the session for your calendar.',

  // Reviews.
  'review.footer': 'You received this email because you attended a Coachwork workshop.',
  'review.subject': 'How was {title}?',
  'review.thanks': 'Thank you for attending {title} on {at}.',
  'review.ask':
    'Would you rate it and say in a few words how it went? Your review helps others choose, and your coach learn.',
  'review.until': 'You can review it until {until}.',
  'review.link': 'Write your review',
  'reviewHidden.subject': 'Your review of {title} was hidden',
  'reviewHidden.body':
    'Your review of {title} is no longer shown on Coachwork, and no longer counts in its rating.',
  'reviewHidden.reason': 'The reason our team gave: {reason}',
  'reviewHidden.mistake': 'If you think this was a mistake, reply to this email.',

  // A schedule short of its minimum.
  'short.footer': 'You received this email because you coach this session or run Coachwork.',
  'short.subject': 'Short of the minimum: {title}',
  'short.body':
    '{title} on {at} has {confirmed, plural, one {{confirmed} confirmed seat} other {{confirmed} confirmed seats}} of the {min} it needs to go ahead ({more} more needed).',
  'short.choice':
    'You may cancel it now with full refunds: everyone who paid gets everything back and is told by email. Or keep it and go ahead with fewer people.',
  'short.link': 'Review the schedule',

  // The waitlist.
  'waitlist.footer': 'You received this email because you joined the waitlist of a Coachwork workshop.',
  'waitlist.joinedSubject': 'You are on the waitlist for {title}',
  'waitlist.joined': 'You are on the waitlist for {seats} at {title} on {at}.',
  'waitlist.how':
    'When seats come free, the first person on the list they fit is offered them by email, held for a while to pay for.',
  'waitlist.leave': 'Leave the waitlist',
  'waitlist.offerSubject': 'Seats are held for you: {title}',
  'waitlist.offer': '{seats} at {title} on {at} came free and are held for you until {until}.',
  'waitlist.pay':
    'Pay {amount} by then to take them; after that they pass on to the next person on the waitlist.',
  'waitlist.decline': 'Not going after all? Decline, and they pass on at once.',
  'waitlist.take': 'Take the seats',
  'waitlist.declineLink': 'Decline the offer',

  // The ticket PDF.
  'ticket.documentTitle': 'Ticket: {title}',
  'ticket.heading': 'COACHWORK TICKET',
  'ticket.starts': 'Starts {when}',
  'ticket.ends': 'Ends {when}',
  'ticket.online': 'Online session',
  'ticket.seat': 'Seat {position}',
  'ticket.note': 'Show this code at the door. It is yours alone: whoever holds it can take the seat.',
  'ticket.guestOf': 'Guest of {name}',
  'ticket.guest': 'Guest',

  // The invoice and credit note PDF.
  'invoice.title': 'Invoice',
  'invoice.creditTitle': 'Credit note',
  'invoice.taxId': 'VAT ID: {id}',
  'invoice.number': 'Number: {number}',
  'invoice.issued': 'Date of issue: {date}',
  'invoice.booking': 'Booking: {id}',
  'invoice.corrects': 'Corrects invoice: {number}',
  'invoice.billedTo': 'Billed to',
  'invoice.creditedTo': 'Credited to',
  'invoice.workshop': 'Workshop',
  'invoice.seats': 'Seats',
  'invoice.unitPrice': 'Unit price',
  'invoice.amount': 'Amount',
  'invoice.subtotal': 'Subtotal',
  'invoice.discount': 'Discount',
  'invoice.discountVoucher': 'Discount (voucher {code})',
  'invoice.tax': 'Tax {rate}% (included)',
  'invoice.total': 'Total',
  'invoice.totalCredited': 'Total credited',
  'invoice.paidOn': 'Paid on {date}.',
  'invoice.paidOnBy': 'Paid on {date} by {method}.',
  'invoice.refundedOn': 'Refunded on {date}.',
  'invoice.refundedOnBy': 'Refunded on {date} by {method}.',

  // The reasons the service itself gives (a person's own words are shown as they wrote them).
  'reason.scheduleCancelled': 'The schedule was cancelled',
  'reason.scheduleMoved': 'The session moved to a new time',
  'reason.bookingMoved': 'Moved to another date, paid there in full',
  'reason.bookingCancelled': 'Booking cancelled',
  'reason.seatCancelled': 'One seat cancelled',
  'reason.admin': 'Refund by an administrator',
  'reason.scheduleMoveRefused': 'The new time of the session did not suit the booker.',
  'reason.latePayment':
    'The hold expired and its seats were taken before the payment arrived; the payment is refunded in full.',
  'reason.notApplied':
    'This payment could not be applied to the booking (it was paid already, or its price changed since); it is refunded in full.',
} as const;

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

export const de: Messages = {
  'mail.greeting': 'Hallo {name},',
  'mail.greeting.anonymous': 'Guten Tag,',
  'mail.greeting.plain': 'Guten Tag,',
  'mail.link.bookings': 'Ihre Buchungen',
  'mail.seats': '{count, plural, one {{count} Platz} other {{count} Plätze}}',
  'mail.joinOnline': 'Online teilnehmen: {url}',
  'mail.map': 'Karte: {url}',
  'mail.reason': 'Grund: {reason}',
  'mail.quoted': '„{text}“',
  'mail.by.you': 'von Ihnen',
  'mail.by.person': 'von {name}',
  'mail.by.team': 'vom Coachwork-Team',
  'mail.someone': 'Jemand',

  'afterSale.footer':
    'Sie erhalten diese E-Mail, weil Sie einen Coachwork-Workshop gebucht haben oder dort einen Platz haben.',
  'seatGivenBack.subject': 'Ein Platz bei {title} wurde zurückgegeben',
  'seatGivenBack.booker':
    'Platz {position} Ihrer Buchung für {title} am {at} wurde {by} zurückgegeben. Er ist wieder buchbar.',
  'seatGivenBack.bookerSeats':
    'Ihre Buchung umfasst jetzt {seats}. Steht Ihnen eine Erstattung zu, nennt Ihnen eine separate E-Mail den Betrag.',
  'seatGivenBack.holder':
    'Ihr Platz bei {title} am {at} wurde {by} zurückgegeben und gehört nicht mehr Ihnen.',
  'seatGivenBack.holderHint':
    'Falls Sie das überrascht, sprechen Sie bitte mit der Person, die Sie eingeladen hat.',
  'bookingCancelled.subject': 'Buchung storniert: {title}',
  'bookingCancelled.booker': 'Ihre Buchung für {title} am {at} wurde {by} storniert.',
  'bookingCancelled.holder': 'Die Buchung Ihres Platzes für {title} am {at} wurde {by} storniert.',
  'bookingCancelled.refundFollows':
    'Sieht die Erstattungsregel eine Rückzahlung vor, nennt Ihnen eine separate E-Mail Betrag und Zeitpunkt.',
  'bookingCancelled.seatGone': 'Ihr Platz ist damit ebenfalls entfallen.',
  'refundMade.subject': 'Erstattung von {amount} für {title}',
  'refundMade.body':
    'Wir erstatten {amount} für Ihre Buchung von {title} ({reason}) auf die Karte, mit der Sie bezahlt haben. Banken zeigen die Gutschrift meist innerhalb von 5 bis 10 Werktagen an.',
  'refundMade.creditNote': 'Die Gutschrift {number} liegt bei Ihren Rechnungen zum Herunterladen bereit.',
  'refundMade.link': 'Ihre Rechnungen und Gutschriften',
  'scheduleCancelled.subject': 'Abgesagt: {title} am {when}',
  'scheduleCancelled.body':
    'Der Termin von {title} am {at} wurde vom Veranstalter abgesagt, und Ihre Buchung damit auch.',
  'scheduleCancelled.refundInFull':
    'Sie erhalten alles zurück, was Sie bezahlt haben; eine separate E-Mail bestätigt die Erstattung.',

  'confirmed.subject': 'Ihre Buchung für {title} ist bestätigt',
  'confirmed.body': 'Ihre Buchung ist bestätigt: {seats} bei {title}, Beginn am {starts}.',
  'confirmed.paid': 'Bezahlt: {amount}.',
  'confirmed.linkLater':
    'Der Meeting-Link erscheint unter „Meine Buchungen“, sobald der Coach ihn hinzufügt.',
  'confirmed.tickets':
    'Ihre Tickets sind angehängt (eine Seite pro Platz, jeweils mit dem QR-Code, den Sie am Eingang vorzeigen).',
  'confirmed.ticketsHtml':
    'Ihre Tickets sind angehängt: eine Seite pro Platz, jeweils mit dem QR-Code, den Sie am Eingang vorzeigen.',
  'confirmed.everything': 'Ihre Buchungen, Plätze, Tickets und Einladungen:',
  'confirmed.joinButton': 'Online teilnehmen',
  'confirmed.meetingLink': 'Meeting-Link:',
  'confirmed.seeBookings': 'Ihre Buchungen und Tickets ansehen',
  'confirmed.footer':
    'Sie erhalten diese E-Mail, weil mit dieser Adresse ein Coachwork-Workshop gebucht wurde.',

  'invitation.title': 'Sie sind zu {title} eingeladen',
  'invitation.subject': '{inviter} hat Sie zu {title} eingeladen',
  'invitation.body': '{inviter} hat einen Platz bei {title} für Sie gebucht, Beginn am {starts}.',
  'invitation.open': 'Öffnen Sie diesen Link, um den Platz anzunehmen oder abzulehnen:',
  'invitation.until':
    'Der Link funktioniert einmal und bis {until}. Melden Sie sich an (oder legen Sie mit dieser Adresse ein Konto an), um zu antworten.',
  'invitation.button': 'Einladung ansehen',
  'invitation.untilHtml':
    'Der Link funktioniert einmal und bis {until}. Melden Sie sich an oder legen Sie mit dieser Adresse ein Konto an, um anzunehmen oder abzulehnen.',
  'invitation.paste': 'Oder kopieren Sie diese Adresse in Ihren Browser:',
  'invitation.footer':
    'Sie erhalten diese E-Mail, weil {inviter} diese Adresse zu einem Coachwork-Workshop eingeladen hat. Wenn Sie die Person nicht kennen, können Sie diese E-Mail ignorieren.',

  'moved.subject': 'Verschoben: {title}',
  'moved.booker': 'Ihre Buchung für {title} wurde auf einen anderen Termin verschoben.',
  'moved.holder':
    'Die Buchung für {title}, zu der Ihr Platz gehört, wurde auf einen anderen Termin verschoben; Ihr Platz zieht mit um.',
  'moved.now': 'Neu: {at}.',
  'moved.was': 'Bisher: {at}.',
  'moved.voucherDropped': 'Der Gutschein {code} gilt nicht für den neuen Termin, daher gilt der volle Preis.',
  'moved.refund': '{amount} erhalten Sie zurück; die Gutschrift finden Sie bei Ihren Buchungen.',
  'moved.calendar': 'Die angehängte Kalenderdatei enthält den neuen Termin für Ihren Kalender.',
  'transferred.subject': 'Ihr Platz wurde weitergegeben: {title}',
  'transferred.body': 'Ihr Platz bei {title} am {at} wurde {by} an {newHolder} weitergegeben.',
  'transferred.gone': 'Er gehört nicht mehr Ihnen, und der Link Ihrer Einladung funktioniert nicht mehr.',
  'scheduleMoved.subject': 'Neue Zeit: {title}',
  'scheduleMoved.body': 'Der Termin von {title}, für den Sie einen Platz haben, wurde verschoben.',
  'scheduleMoved.now': 'Neu: {at} bis {end}.',
  'scheduleMoved.seat': 'Ihr Platz zieht mit um; die angehängte Kalenderdatei enthält die neue Zeit.',
  'scheduleMoved.refund':
    'Wenn Ihnen die neue Zeit nicht passt, erhalten Sie Ihr ganzes Geld zurück, unabhängig von der Erstattungsregel: {link}',
  'scheduleMoved.refundLink': 'Volle Erstattung erhalten',

  'returned.subject': 'Ihre Zahlung von {amount} für {title} wurde erstattet',
  'returned.late':
    'Ihre Zahlung ist eingegangen, nachdem die Reservierung Ihrer Plätze abgelaufen war, und die Plätze (oder der Gutschein) waren inzwischen an jemand anderen gegangen. Ihre Buchung konnte daher nicht bestätigt werden.',
  'returned.unapplied':
    'Diese Zahlung konnte Ihrer Buchung nicht zugeordnet werden: Die Buchung war bereits bezahlt, oder ihr Preis hatte sich vor Eingang der Zahlung geändert.',
  'returned.refunded':
    'Wir haben die vollen {amount} auf die Karte erstattet, mit der Sie bezahlt haben; Banken zeigen die Gutschrift meist innerhalb von 5 bis 10 Tagen an.',
  'returned.seeBookings': 'Ihre Buchungen ansehen',
  'returned.footer':
    'Sie erhalten diese E-Mail, weil mit dieser Adresse eine Coachwork-Buchung bezahlt wurde.',

  'reminder.footer': 'Sie erhalten diese E-Mail, weil Sie einen Platz bei einem Coachwork-Workshop haben.',
  'reminder.subject1h': 'Erinnerung: {title} beginnt innerhalb der nächsten Stunde',
  'reminder.subject24h': 'Erinnerung: {title} steht bevor',
  'reminder.starts1h': '{title} beginnt innerhalb der nächsten Stunde: {at}.',
  'reminder.starts24h': '{title} beginnt am {at}.',
  'reminder.where': 'Ort: {venue}',
  'reminder.whereWithMap': 'Ort: {venue} (Karte: {map})',
  'reminder.calendar': 'Die angehängte Kalenderdatei enthält den Termin für Ihren Kalender.',

  'review.footer': 'Sie erhalten diese E-Mail, weil Sie an einem Coachwork-Workshop teilgenommen haben.',
  'review.subject': 'Wie war {title}?',
  'review.thanks': 'Vielen Dank für Ihre Teilnahme an {title} am {at}.',
  'review.ask':
    'Möchten Sie den Workshop bewerten und in ein paar Worten sagen, wie er war? Ihre Bewertung hilft anderen bei der Wahl und Ihrem Coach beim Lernen.',
  'review.until': 'Sie können ihn bis {until} bewerten.',
  'review.link': 'Bewertung schreiben',
  'reviewHidden.subject': 'Ihre Bewertung von {title} wurde ausgeblendet',
  'reviewHidden.body':
    'Ihre Bewertung von {title} wird auf Coachwork nicht mehr angezeigt und zählt nicht mehr zur Gesamtbewertung.',
  'reviewHidden.reason': 'Die Begründung unseres Teams: {reason}',
  'reviewHidden.mistake': 'Wenn Sie das für einen Fehler halten, antworten Sie einfach auf diese E-Mail.',

  'short.footer':
    'Sie erhalten diese E-Mail, weil Sie diesen Termin als Coach leiten oder Coachwork betreiben.',
  'short.subject': 'Mindestteilnehmerzahl nicht erreicht: {title}',
  'short.body':
    '{title} am {at} hat {confirmed, plural, one {{confirmed} bestätigten Platz} other {{confirmed} bestätigte Plätze}} von den {min}, die für die Durchführung nötig sind (es fehlen noch {more}).',
  'short.choice':
    'Sie können den Termin jetzt mit voller Erstattung absagen: Alle, die bezahlt haben, erhalten alles zurück und werden per E-Mail informiert. Oder Sie behalten ihn und führen ihn mit weniger Teilnehmenden durch.',
  'short.link': 'Termin prüfen',

  'waitlist.footer':
    'Sie erhalten diese E-Mail, weil Sie sich auf die Warteliste eines Coachwork-Workshops gesetzt haben.',
  'waitlist.joinedSubject': 'Sie stehen auf der Warteliste für {title}',
  'waitlist.joined': 'Sie stehen auf der Warteliste für {seats} bei {title} am {at}.',
  'waitlist.how':
    'Werden Plätze frei, bieten wir sie per E-Mail der ersten Person auf der Liste an, für die sie reichen, und halten sie eine Weile zum Bezahlen bereit.',
  'waitlist.leave': 'Warteliste verlassen',
  'waitlist.offerSubject': 'Plätze für Sie reserviert: {title}',
  'waitlist.offer':
    '{count, plural, one {{seats} bei {title} am {at} ist frei geworden und bis {until} für Sie reserviert.} other {{seats} bei {title} am {at} sind frei geworden und bis {until} für Sie reserviert.}}',
  'waitlist.pay':
    '{count, plural, one {Bezahlen Sie bis dahin {amount}, um ihn zu übernehmen; danach geht er an die nächste Person auf der Warteliste.} other {Bezahlen Sie bis dahin {amount}, um sie zu übernehmen; danach gehen sie an die nächste Person auf der Warteliste.}}',
  'waitlist.decline':
    '{count, plural, one {Sie können doch nicht teilnehmen? Lehnen Sie ab, dann geht er sofort weiter.} other {Sie können doch nicht teilnehmen? Lehnen Sie ab, dann gehen sie sofort weiter.}}',
  'waitlist.take': '{count, plural, one {Platz übernehmen} other {Plätze übernehmen}}',
  'waitlist.declineLink': 'Angebot ablehnen',

  'ticket.documentTitle': 'Ticket: {title}',
  'ticket.heading': 'COACHWORK-TICKET',
  'ticket.starts': 'Beginn: {when}',
  'ticket.ends': 'Ende: {when}',
  'ticket.online': 'Online-Termin',
  'ticket.seat': 'Platz {position}',
  'ticket.note':
    'Zeigen Sie diesen Code am Eingang vor. Er gilt nur für Sie: Wer ihn hat, kann den Platz einnehmen.',
  'ticket.guestOf': 'Gast von {name}',
  'ticket.guest': 'Gast',

  'invoice.title': 'Rechnung',
  'invoice.creditTitle': 'Gutschrift',
  'invoice.taxId': 'USt-IdNr.: {id}',
  'invoice.number': 'Nummer: {number}',
  'invoice.issued': 'Ausstellungsdatum: {date}',
  'invoice.booking': 'Buchung: {id}',
  'invoice.corrects': 'Korrektur zu Rechnung: {number}',
  'invoice.billedTo': 'Rechnungsempfänger',
  'invoice.creditedTo': 'Gutschrift für',
  'invoice.workshop': 'Workshop',
  'invoice.seats': 'Plätze',
  'invoice.unitPrice': 'Einzelpreis',
  'invoice.amount': 'Betrag',
  'invoice.subtotal': 'Zwischensumme',
  'invoice.discount': 'Rabatt',
  'invoice.discountVoucher': 'Rabatt (Gutschein {code})',
  'invoice.tax': 'Enthaltene USt. {rate} %',
  'invoice.total': 'Gesamtbetrag',
  'invoice.totalCredited': 'Gutschriftbetrag',
  'invoice.paidOn': 'Bezahlt am {date}.',
  'invoice.paidOnBy': 'Bezahlt am {date} mit {method}.',
  'invoice.refundedOn': 'Erstattet am {date}.',
  'invoice.refundedOnBy': 'Erstattet am {date} auf {method}.',

  'reason.scheduleCancelled': 'Der Termin wurde abgesagt',
  'reason.scheduleMoved': 'Der Termin wurde auf eine neue Zeit verschoben',
  'reason.bookingMoved': 'Auf einen anderen Termin verschoben und dort vollständig bezahlt',
  'reason.bookingCancelled': 'Buchung storniert',
  'reason.seatCancelled': 'Ein Platz storniert',
  'reason.admin': 'Erstattung durch die Verwaltung',
  'reason.scheduleMoveRefused': 'Die neue Zeit des Termins passte der buchenden Person nicht.',
  'reason.latePayment':
    'Die Reservierung war abgelaufen und ihre Plätze vergeben, bevor die Zahlung einging; die Zahlung wird vollständig erstattet.',
  'reason.notApplied':
    'Diese Zahlung konnte der Buchung nicht zugeordnet werden (sie war bereits bezahlt, oder ihr Preis hatte sich geändert); sie wird vollständig erstattet.',
};

export const catalogue = { en: en as Messages, de };
