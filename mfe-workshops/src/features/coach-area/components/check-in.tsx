// /c/schedules/{id}/check-in: the coach at the door (issue 27 item 4). Tickets are scanned with the
// phone's camera (its own chunk), typed in, or their holders found by name. Every check-in goes through
// a queue kept in this browser and is sent from there, so a dropped connection loses nothing: the count
// of check-ins waiting shows until they are sent, which happens as soon as the browser is online again.
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle, withZone } from '@coachwork/web-kit';
import { doorTime, outcomeOf, useCoachCheckInMutation, useGetCheckInSheetQuery } from '../check-in-api';
import { enqueue, flushQueue, readQueue, type QueuedCheckIn } from '../check-in-queue';
import { useCoachAreaI18n } from '../messages';
import { NotFound } from './not-found';

const CameraScanner = lazy(() => import(/* webpackChunkName: "check-in-camera" */ './camera-scanner'));

/** How often a waiting queue is tried again while the browser thinks it is online. */
const RETRY_MS = 10_000;

interface Result {
  tone: 'success' | 'info' | 'error';
  message: string;
}

const storage = () => window.localStorage;

export function CheckIn() {
  const { t, formatSpan } = useCoachAreaI18n();
  const { id = '' } = useParams();
  const sheet = useGetCheckInSheetQuery(id);
  const [send] = useCoachCheckInMutation();
  const [queue, setQueue] = useState<QueuedCheckIn[]>([]);
  const [online, setOnline] = useState(true);
  const [result, setResult] = useState<Result | null>(null);
  const [scanning, setScanning] = useState(false);
  const [code, setCode] = useState('');
  const [search, setSearch] = useState('');
  const flushing = useRef(false);
  const s = sheet.data;
  usePageTitle(s ? t('checkIn.titleOf', { title: s.workshopTitle }) : t('checkIn.title'));
  const timeZone = s?.timezone ?? 'UTC';

  const flush = useCallback(async () => {
    if (flushing.current || !id) return;
    flushing.current = true;
    try {
      let answered = false;
      const left = await flushQueue(
        storage(),
        id,
        async (item) =>
          outcomeOf(
            await send({
              workshopScheduleId: item.workshopScheduleId,
              ...(item.seatId ? { seatId: item.seatId } : { code: item.code! }),
              // When the coach scanned it, not when a connection came back to send it.
              scannedAt: item.queuedAt,
            }),
            timeZone,
            t,
          ),
        (_item, outcome) => {
          answered = true;
          if (outcome.kind === 'done') setResult({ tone: outcome.tone, message: outcome.message });
          else if (outcome.kind === 'refused') setResult({ tone: 'error', message: outcome.message });
        },
      );
      setQueue(left);
      if (answered) void sheet.refetch();
    } finally {
      flushing.current = false;
    }
  }, [id, send, sheet, timeZone, t]);

  // The queue this browser kept (a reload, a closed tab), and the connection's ups and downs.
  useEffect(() => {
    setQueue(readQueue(storage(), id));
    setOnline(navigator.onLine);
    if (navigator.onLine) void flush();
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [id, flush]);

  useEffect(() => {
    if (!queue.length) return;
    const timer = setInterval(() => {
      if (navigator.onLine) void flush();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [queue.length, flush]);

  const checkIn = (what: { code?: string; seatId?: string }, label: string) => {
    setQueue(enqueue(storage(), { workshopScheduleId: id, ...what, label }));
    setResult({ tone: 'info', message: t('checkIn.checking', { label }) });
    void flush();
  };

  const onScanned = (scanned: string) => checkIn({ code: scanned }, t('checkIn.scanned'));
  const onTyped = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed) return setResult({ tone: 'error', message: t('checkIn.codeRequired') });
    checkIn({ code: typed }, t('checkIn.typed'));
    setCode('');
  };

  const waitingSeats = new Set(queue.map((q) => q.seatId).filter(Boolean));
  const attendees = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const all = s?.attendees ?? [];
    return words.length ? all.filter((a) => words.every((w) => a.holderName.toLowerCase().includes(w))) : all;
  }, [s, search]);

  if (sheet.isLoading) return <div className="cw-center"><div className="cw-spinner" role="status" aria-label={t('common.loadingLabel')} /></div>;
  if (sheet.isError || !s) {
    const status = sheet.error && 'status' in sheet.error ? sheet.error.status : null;
    if (status === 403)
      return (
        <p className="cw-alert" role="alert">
          {t('checkIn.coachOnly')}
        </p>
      );
    return <NotFound what="schedule" />;
  }

  return (
    <section className="cw-stack ci-page">
      <p style={{ margin: 0 }}>
        <Link to={`/c/schedules/${s.workshopScheduleId}`}>{t('checkIn.back')}</Link>
      </p>
      <h1 style={{ margin: 0 }}>{t('checkIn.titleOf', { title: s.workshopTitle })}</h1>
      <p className="cw-muted" style={{ margin: 0 }}>
        {withZone(formatSpan(s.startDate, s.endDate, s.timezone), s.timezone)}
      </p>
      <p className="ci-count" data-checked-in={s.checkedIn} style={{ margin: 0 }}>
        <strong>{s.checkedIn}</strong>
        {t('checkIn.countRest', { total: s.total })}
      </p>
      {queue.length > 0 && (
        <p className="cw-alert ci-queue" role="status" data-queue-count={queue.length} style={{ margin: 0 }}>
          {t('checkIn.queue', { n: queue.length })}{' '}
          {online ? t('checkIn.sending') : t('checkIn.offline')}
        </p>
      )}
      <div className="ci-result" role="status" aria-live="polite" data-tone={result?.tone} data-check-in-result>
        {result?.message ?? ''}
      </div>

      <div className="cw-card cw-stack">
        <button type="button" className="cw-btn cw-btn-primary" onClick={() => setScanning((v) => !v)} aria-pressed={scanning}>
          {scanning ? t('checkIn.stopCamera') : t('checkIn.scan')}
        </button>
        {scanning && (
          <Suspense fallback={<p className="cw-muted">{t('checkIn.openingCamera')}</p>}>
            <CameraScanner onCode={onScanned} />
          </Suspense>
        )}
        <form className="ci-code" onSubmit={onTyped} noValidate>
          <label htmlFor="ci-code">{t('checkIn.code')}</label>
          <div className="cw-row">
            <input
              id="ci-code"
              className="cw-input"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder="CW1...."
            />
            <button type="submit" className="cw-btn">
              {t('checkIn.checkIn')}
            </button>
          </div>
        </form>
      </div>

      <div className="cw-card cw-stack">
        <label htmlFor="ci-search">{t('checkIn.findByName')}</label>
        <input
          id="ci-search"
          className="cw-input"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoComplete="off"
        />
        {attendees.length === 0 ? (
          <p className="cw-muted" style={{ margin: 0 }}>
            {t(s.total === 0 ? 'checkIn.nobodyHoldsTicket' : 'checkIn.nobodyByName')}
          </p>
        ) : (
          <ul className="ca-list" aria-label={t('checkIn.holders')}>
            {attendees.map((a) => (
              <li key={a.seatId} className="ci-person" data-seat-id={a.seatId}>
                <span className="ci-name">{a.holderName}</span>
                {a.checkedInAt ? (
                  <span className="cw-tag" data-tone="success">
                    {t('checkIn.checkedInAt', { time: doorTime(a.checkedInAt, timeZone) })}
                    {a.checkedInByName ? t('checkIn.by', { name: a.checkedInByName }) : ''}
                  </span>
                ) : waitingSeats.has(a.seatId) ? (
                  <span className="cw-tag">{t('checkIn.waitingToSync')}</span>
                ) : (
                  <button
                    type="button"
                    className="cw-btn"
                    onClick={() => checkIn({ seatId: a.seatId }, a.holderName)}
                    aria-label={t('checkIn.checkInLabel', { name: a.holderName })}
                  >
                    {t('checkIn.checkIn')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
