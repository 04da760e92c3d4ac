// /waitlist/leave?token= and /waitlist/decline?token=: the pages the waitlist's mails link to. Opening
// the link only says what will happen, naming the session (GET .../link; mail scanners open links too);
// the one button posts the token, then the page says the result, or the API's reason (an unknown, used
// or expired link).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { classifyError, ERROR_TITLE, withZone } from '@coachwork/web-kit';
import { useAnswerWaitlistLinkMutation, useGetWaitlistLinkQuery, type WaitlistLinkAction } from '../../waitlist-api';
import { useWaitlistI18n, type WaitlistMessage } from './messages';

const copyOf = (action: WaitlistLinkAction, part: 'title' | 'what' | 'button' | 'done') =>
  `waitlist.${action}.${part}` as WaitlistMessage;

/** The API's reason a link was refused: the 422 on token, or the 404/409 message (`notValid` without one). */
export function linkRefusal(err: unknown, notValid = 'This link is not valid.'): string {
  const { status, data } = (err ?? {}) as { status?: unknown; data?: unknown };
  if (status === 422) {
    const outcome = classifyError(422, data);
    if (outcome.kind === 'validation') return outcome.errors.token?.[0] ?? Object.values(outcome.errors).flat()[0] ?? outcome.message;
  }
  const message = (data as { message?: unknown } | undefined)?.message;
  if (status === 404) return typeof message === 'string' && message ? message : notValid;
  return typeof message === 'string' && message ? message : ERROR_TITLE;
}

export function WaitlistLinkPage({ action }: { action: WaitlistLinkAction }) {
  const { t, formatSpan } = useWaitlistI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [answer, { isLoading }] = useAnswerWaitlistLinkMutation();
  const { data: about } = useGetWaitlistLinkQuery(token, { skip: !token });
  const [done, setDone] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async () => {
    setRefusal(null);
    try {
      await answer({ action, token }).unwrap();
      setDone(true);
    } catch (err) {
      setRefusal(linkRefusal(err, t('waitlist.linkNotValid')));
    }
  };

  return (
    <section className="cw-card cw-stack sf-narrow" aria-labelledby="waitlist-link-title">
      <h1 id="waitlist-link-title" style={{ margin: 0 }}>
        {t(copyOf(action, 'title'))}
      </h1>
      {!token ? (
        <>
          <p style={{ margin: 0 }}>{t('waitlist.incomplete')}</p>
          <a className="cw-btn" href="/" style={{ alignSelf: 'start' }}>
            {t('waitlist.browse')}
          </a>
        </>
      ) : done ? (
        <>
          <p className="sf-success" role="status" style={{ margin: 0 }}>
            {t(copyOf(action, 'done'))}
          </p>
          <a className="cw-btn" href="/" style={{ alignSelf: 'start' }}>
            {t('waitlist.browse')}
          </a>
        </>
      ) : (
        <>
          {about && (
            <p style={{ margin: 0 }} data-testid="waitlist-link-session">
              <strong>{about.workshopTitle}</strong>
              <br />
              {withZone(formatSpan(about.startDate, about.endDate, about.timezone), about.timezone)} ·{' '}
              {t('waitlist.seatCount', { n: about.seats })}
            </p>
          )}
          <p style={{ margin: 0 }}>{t(copyOf(action, 'what'))}</p>
          {refusal && (
            <div className="cw-alert" role="alert" data-testid="waitlist-refusal">
              {refusal}
            </div>
          )}
          <div className="cw-row">
            <button type="button" className="cw-btn cw-btn-primary" disabled={isLoading} onClick={() => void send()}>
              {t(copyOf(action, 'button'))}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

export function LeaveWaitlistPage() {
  return <WaitlistLinkPage action="leave" />;
}

export function DeclineOfferPage() {
  return <WaitlistLinkPage action="decline" />;
}
