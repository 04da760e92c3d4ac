// The detail page's booking box: price, seats left and the one primary action. A signed-in visitor's
// Book button opens the checkout (its code loads on the first press); a signed-out visitor may check out
// as a guest with their email address (the same checkout with their details), or sign in first and come
// back to this page.
import { lazy, Suspense, useRef, useState } from 'react';
import { selectCurrentUser, useAppSelector } from '@coachwork/web-kit';
import type { PublicScheduleDetail } from '../api';
import { useScheduleI18n, type ScheduleMessage } from './schedule/messages';
import { useHydrated } from '../use-hydrated';
import { JoinWaitlist } from './waitlist/join-waitlist';

const CheckoutDialog = lazy(() => import('./checkout/checkout-dialog'));

type NotBookable = 'cancelled' | 'closed' | 'notBookable' | 'started' | 'soldOut';

/** Why a schedule takes no booking, or null when it does (the server decides again on POST). */
export function notBookableReason(s: PublicScheduleDetail, now = Date.now()): NotBookable | null {
  if (s.cancelledAt) return 'cancelled';
  if (s.status === 'CLOSED') return 'closed';
  if (s.status && s.status !== 'PUBLISHED') return 'notBookable';
  if (Date.parse(s.startDate) <= now) return 'started';
  if (s.seatsLeft === 0) return 'soldOut';
  return null;
}

/**
 * How many more seats the session needs to go ahead (SPEC-DECISIONS: minSeats), or 0 when it has
 * them (or its figures are unknown). Below it 72 h before the start, the coach may cancel it with
 * full refunds, so a booker should know.
 */
export function seatsStillNeeded(
  s: Pick<PublicScheduleDetail, 'capacity' | 'seatsLeft' | 'workshop'>,
): number {
  const min = s.workshop.minSeats ?? 0;
  if (!min || s.capacity == null || s.seatsLeft == null) return 0;
  return Math.max(0, min - (s.capacity - s.seatsLeft));
}

export function ScheduleBook({ s, onRefresh }: { s: PublicScheduleDetail; onRefresh: () => void }) {
  const { t, formatPrice } = useScheduleI18n();
  const user = useAppSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const hydrated = useHydrated();
  const reason = notBookableReason(s);
  const here = `/schedules/${s.id}`;
  const box = useRef<HTMLDivElement>(null);
  const openCheckout = () => {
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <div className="cw-card cw-stack sf-book" id="book-box" ref={box}>
        <div className="sf-price" style={{ fontSize: '1.5rem' }}>
          {formatPrice(s.price, t('price.free'))}
          {s.price ? <span className="cw-muted sf-per-seat">{t('book.perSeat')}</span> : null}
        </div>
        <div data-testid="seats-left">
          {s.seatsLeft === 0 ? t('book.soldOut') : t('book.seatsLeft', { left: s.seatsLeft, capacity: s.capacity })}
        </div>
        {!reason && seatsStillNeeded(s) > 0 && (
          <p className="cw-hint" data-testid="seats-needed" style={{ margin: 0 }}>
            {t('book.needed', { n: seatsStillNeeded(s), min: s.workshop.minSeats })}
          </p>
        )}
        {reason === 'soldOut' ? (
          <JoinWaitlist s={s} />
        ) : reason ? (
          <>
            <button
              type="button"
              className="cw-btn cw-btn-primary cw-btn-block"
              disabled
              aria-describedby="book-note"
            >
              {t('book.book')}
            </button>
            <p id="book-note" className="cw-muted" style={{ margin: 0 }} tabIndex={-1}>
              {t(`book.reason.${reason}` as ScheduleMessage)}
            </p>
          </>
        ) : (
          <>
            <button
              type="button"
              className="cw-btn cw-btn-primary cw-btn-block"
              aria-haspopup="dialog"
              // The server's HTML shows the button before the checkout's code can open; a click then would
              // do nothing, so it waits for hydration.
              disabled={!hydrated}
              onClick={openCheckout}
              // Start loading the checkout's code as soon as the visitor heads for the button.
              onPointerEnter={() => void import('./checkout/checkout-dialog')}
              onFocus={() => void import('./checkout/checkout-dialog')}
            >
              {user ? t('book.book') : t('book.bookAsGuest')}
            </button>
            {wanted && (
              <Suspense
                fallback={
                  <div className="cw-row" role="status">
                    <div className="cw-spinner" style={{ width: 20, height: 20 }} /> {t('book.opening')}
                  </div>
                }
              >
                <CheckoutDialog
                  schedule={s}
                  open={open}
                  onClose={() => {
                    setOpen(false);
                    onRefresh();
                  }}
                  onRefresh={onRefresh}
                />
              </Suspense>
            )}
            {!user && (
              <>
                <a className="cw-btn cw-btn-block" href={`/login?redirect=${encodeURIComponent(here)}`}>
                  {t('book.signIn')}
                </a>
                <p className="cw-muted" style={{ margin: 0 }}>
                  {t('book.newHere')}{' '}
                  <a href={`/register?redirect=${encodeURIComponent(here)}`}>{t('book.createAccount')}</a>
                  {t('book.orAsGuest')}
                </p>
              </>
            )}
          </>
        )}
      </div>
      <BookBar s={s} reason={reason} ready={hydrated} onBook={openCheckout} box={box} />
    </>
  );
}

/**
 * Narrow screens stack the booking box under the description, ~2,000 px down (issue 31 item 12): a bar
 * fixed to the bottom keeps the price and a Book button in reach. It opens the same checkout (or, for a
 * session that takes no booking, brings the box and its reason into view). Wide screens never show it.
 */
function BookBar({
  s,
  reason,
  ready,
  onBook,
  box,
}: {
  s: PublicScheduleDetail;
  reason: string | null;
  ready: boolean;
  onBook: () => void;
  box: React.RefObject<HTMLDivElement | null>;
}) {
  const { t, formatPrice } = useScheduleI18n();
  return (
    <div className="sf-book-bar" data-testid="book-bar">
      <span className="sf-price">
        {formatPrice(s.price, t('price.free'))}
        {s.price ? <span className="cw-muted sf-per-seat">{t('book.perSeat')}</span> : null}
      </span>
      <button
        type="button"
        className="cw-btn cw-btn-primary"
        aria-controls="book-box"
        aria-haspopup={reason ? undefined : 'dialog'}
        disabled={!ready}
        onPointerEnter={() => void import('./checkout/checkout-dialog')}
        onClick={() => {
          box.current?.scrollIntoView({ block: 'center' });
          if (reason) box.current?.querySelector<HTMLElement>('#book-note')?.focus();
          else onBook();
        }}
      >
        {reason ? t('book.why') : t('book.bookNow')}
      </button>
    </div>
  );
}
