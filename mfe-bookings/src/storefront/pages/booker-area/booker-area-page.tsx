// The booker area at /b: the signed-in person's own bookings, upcoming (soonest first) or past (latest
// first) or cancelled (they leave Upcoming), filtered by status, each with its seats and their
// invitations; and the money side: invoices
// and credit notes (?tab=invoices), saved cards (?tab=cards). Its own chunk: neither the home page nor
// the detail page carries it. Tab, status and page live in the address (/b?tab=past).
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { BOOKING_STATUSES, type BookingStatus } from '@coachwork/contracts';
import {
  selectCurrentUser,
  Spinner,
  useAppSelector,
  usePageTitle,
  useViewerTimeZone,
} from '@coachwork/web-kit';
import { useGetMyBookingsQuery, type BookingsWhen } from '../../bookings-api';
import { forgetInvitation, pendingInvitation } from '../../pending-invitation';
import { BookingCard } from './booking-card';
import { InvitedSeats } from './invited-seats';
import { useBookerI18n } from './messages';
import { PendingInvitations } from './pending-invitations';
import { InvoicesSection } from './invoices-section';
import { PaymentMethodsSection } from './payment-methods-section';
import { ReviewsSection } from './reviews-section';
import { bookingStatusWord } from './status-tags';

/** The visit's "now", to the minute (one cached query per visit, not one per render). */
const visitNow = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();

type MoneyTab = 'invoices' | 'cards';

function readView(params: URLSearchParams) {
  const tab = params.get('tab');
  const money: MoneyTab | null = tab === 'invoices' || tab === 'cards' ? tab : null;
  const when: BookingsWhen = tab === 'past' ? 'past' : tab === 'cancelled' ? 'cancelled' : 'upcoming';
  const raw = params.get('status') ?? '';
  const status: BookingStatus | '' = (BOOKING_STATUSES as readonly string[]).includes(raw)
    ? (raw as BookingStatus)
    : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { when, status, page, money };
}

function InvitationWaiting() {
  const { t } = useBookerI18n();
  const [path, setPath] = useState<string | null>(null);
  // Read after hydration: the server cannot know what this browser kept.
  useEffect(() => setPath(pendingInvitation()), []);
  if (!path) return null;
  return (
    <div className="cw-card sf-note cw-row" role="status" style={{ justifyContent: 'space-between' }}>
      <span>{t('booker.invitationWaiting')}</span>
      <span className="cw-row">
        <a
          className="cw-btn cw-btn-primary"
          style={{ color: 'var(--cw-on-primary)' }}
          href={path}
          onClick={forgetInvitation}
        >
          {t('booker.openInvitation')}
        </a>
        <button
          type="button"
          className="cw-btn"
          onClick={() => {
            forgetInvitation();
            setPath(null);
          }}
        >
          {t('booker.dismiss')}
        </button>
      </span>
    </div>
  );
}

function Empty({ when, filtered }: { when: BookingsWhen; filtered: boolean }) {
  const { t } = useBookerI18n();
  const title = filtered
    ? t('booker.empty.filtered')
    : when === 'past'
      ? t('booker.empty.past')
      : when === 'cancelled'
        ? t('booker.empty.cancelled')
        : t('booker.empty.upcoming');
  return (
    <div className="cw-card sf-empty">
      <h2>{title}</h2>
      <p className="cw-muted">{t('booker.empty.hint')}</p>
      <a className="cw-btn cw-btn-primary" href="/" style={{ color: 'var(--cw-on-primary)' }}>
        {t('booker.empty.browse')}
      </a>
    </div>
  );
}

export default function BookerAreaPage() {
  const { t } = useBookerI18n();
  usePageTitle(t('frame.myBookings'));
  // The note ViewerZoneNote writes, in the page's language (nothing before hydration).
  const zone = useViewerTimeZone();
  const user = useAppSelector(selectCurrentUser);
  const [params, setParams] = useSearchParams();
  const { when, status, page, money } = readView(params);
  const [now] = useState(visitNow);
  const { data, isLoading, isFetching, isError, refetch } = useGetMyBookingsQuery(
    user && !money ? { userId: user.id, when, status, page, now } : skipToken,
  );
  const name = user?.profile?.firstName || user?.username;
  const bookings = data?.data ?? [];
  const lastPage = data?.meta.lastPage ?? 1;

  const go = (next: { tab?: BookingsWhen; status?: string; page?: number }) => {
    const p = new URLSearchParams();
    const tab = next.tab ?? when;
    const st = next.status ?? status;
    if (tab !== 'upcoming') p.set('tab', tab);
    if (st) p.set('status', st);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <section className="cw-stack" aria-labelledby="booker-title">
      <div>
        <h1 id="booker-title" style={{ margin: 0 }}>
          {t('frame.myBookings')}
        </h1>
        <p className="cw-muted" style={{ margin: 0 }}>
          {name ? t('booker.welcomeName', { name }) : t('booker.welcome')} {t('booker.intro')}{' '}
          {/* Sessions name their own zone; booked, paid and hold times are the viewer's. */}
          {zone && (
            <span className="" data-testid="viewer-zone-note">
              {t('booker.zoneNote', { zone })}
            </span>
          )}
        </p>
      </div>
      {user?.coachProfile?.approvalStatus === 'PENDING' && (
        <p className="cw-card" role="status" style={{ margin: 0 }}>
          {t('booker.coachPending')}
        </p>
      )}
      <InvitationWaiting />
      <PendingInvitations />

      <div className="sf-toolbar">
        <nav className="sf-segmented" aria-label={t('booker.tabs')}>
          <Link to="/b" aria-current={!money && when === 'upcoming' ? 'page' : undefined}>
            {t('booker.tab.upcoming')}
          </Link>
          <Link to="/b?tab=past" aria-current={!money && when === 'past' ? 'page' : undefined}>
            {t('booker.tab.past')}
          </Link>
          <Link to="/b?tab=cancelled" aria-current={!money && when === 'cancelled' ? 'page' : undefined}>
            {t('booker.tab.cancelled')}
          </Link>
          <Link to="/b?tab=invoices" aria-current={money === 'invoices' ? 'page' : undefined}>
            {t('booker.tab.invoices')}
          </Link>
          <Link to="/b?tab=cards" aria-current={money === 'cards' ? 'page' : undefined}>
            {t('booker.tab.cards')}
          </Link>
        </nav>
        {!money && when !== 'cancelled' && (
          <div className="cw-field sf-status-filter">
            <label className="cw-label" htmlFor="bookings-status">
              {t('booker.statusFilter')}
            </label>
            <select
              id="bookings-status"
              className="cw-input"
              value={status}
              onChange={(e) => go({ status: e.target.value, page: 1 })}
            >
              <option value="">{t('booker.statusFilter.all')}</option>
              {BOOKING_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {bookingStatusWord(t, s)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      {!money && when === 'upcoming' && user && <InvitedSeats userId={user.id} now={Date.parse(now)} />}
      {/* Sessions attended in the last 30 days, each with its Review action (the request mail links here). */}
      {!money && when !== 'cancelled' && user && <ReviewsSection />}

      {money === 'invoices' && user && <InvoicesSection userId={user.id} />}
      {money === 'cards' && user && <PaymentMethodsSection />}

      {!money && (
        <div aria-busy={isFetching} aria-live="polite">
          {isLoading || (!user && !isError) ? (
            <Spinner label={t('booker.loading')} />
          ) : isError ? (
            <div className="cw-card sf-empty" role="alert">
              <h2>{t('booker.loadFailed')}</h2>
              <button type="button" className="cw-btn" onClick={() => void refetch()}>
                {t('booker.tryAgain')}
              </button>
            </div>
          ) : bookings.length === 0 ? (
            <Empty when={when} filtered={Boolean(status)} />
          ) : (
            <ul className="sf-bookings">
              {bookings.map((b) => (
                <BookingCard key={b.id} booking={b} now={Date.parse(now)} />
              ))}
            </ul>
          )}
        </div>
      )}

      {!money && lastPage > 1 && (
        <nav className="cw-row" aria-label={t('booker.pages')} style={{ justifyContent: 'center' }}>
          <button
            type="button"
            className="cw-btn"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 })}
          >
            {t('booker.previous')}
          </button>
          <span className="cw-muted">{t('booker.pageOf', { page, lastPage })}</span>
          <button
            type="button"
            className="cw-btn"
            disabled={page >= lastPage}
            onClick={() => go({ page: page + 1 })}
          >
            {t('booker.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
