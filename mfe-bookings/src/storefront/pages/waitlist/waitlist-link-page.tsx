// /waitlist/leave?token= and /waitlist/decline?token=: the pages the waitlist's mails link to. Opening
// the link only says what will happen, naming the session (GET .../link; mail scanners open links too);
// the one button posts the token, then the page says the result, or the API's reason (an unknown, used
// or expired link).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { classifyError, ERROR_TITLE, formatSpan, withZone } from '@coachwork/web-kit';
import { useAnswerWaitlistLinkMutation, useGetWaitlistLinkQuery, type WaitlistLinkAction } from '../../waitlist-api';

const COPY: Record<WaitlistLinkAction, { title: string; what: string; button: string; done: string }> = {
  leave: {
    title: 'Leave the waitlist',
    what: 'You will leave the waitlist of this session. If seats are held for you, they go to the next person.',
    button: 'Leave the waitlist',
    done: 'You have left the waitlist.',
  },
  decline: {
    title: 'Decline the seats held for you',
    what: 'The seats held for you will be released and offered to the next person on the waitlist.',
    button: 'Decline the seats',
    done: 'The seats go to the next person.',
  },
};

/** The API's reason a link was refused: the 422 on token, or the 404/409 message. */
export function linkRefusal(err: unknown): string {
  const { status, data } = (err ?? {}) as { status?: unknown; data?: unknown };
  if (status === 422) {
    const outcome = classifyError(422, data);
    if (outcome.kind === 'validation') return outcome.errors.token?.[0] ?? Object.values(outcome.errors).flat()[0] ?? outcome.message;
  }
  const message = (data as { message?: unknown } | undefined)?.message;
  if (status === 404) return typeof message === 'string' && message ? message : 'This link is not valid.';
  return typeof message === 'string' && message ? message : ERROR_TITLE;
}

export function WaitlistLinkPage({ action }: { action: WaitlistLinkAction }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [answer, { isLoading }] = useAnswerWaitlistLinkMutation();
  const { data: about } = useGetWaitlistLinkQuery(token, { skip: !token });
  const [done, setDone] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const copy = COPY[action];

  const send = async () => {
    setRefusal(null);
    try {
      await answer({ action, token }).unwrap();
      setDone(true);
    } catch (err) {
      setRefusal(linkRefusal(err));
    }
  };

  return (
    <section className="cw-card cw-stack sf-narrow" aria-labelledby="waitlist-link-title">
      <h1 id="waitlist-link-title" style={{ margin: 0 }}>
        {copy.title}
      </h1>
      {!token ? (
        <>
          <p style={{ margin: 0 }}>This link is not complete. Open it again from the e-mail.</p>
          <a className="cw-btn" href="/" style={{ alignSelf: 'start' }}>
            Browse workshops
          </a>
        </>
      ) : done ? (
        <>
          <p className="sf-success" role="status" style={{ margin: 0 }}>
            {copy.done}
          </p>
          <a className="cw-btn" href="/" style={{ alignSelf: 'start' }}>
            Browse workshops
          </a>
        </>
      ) : (
        <>
          {about && (
            <p style={{ margin: 0 }} data-testid="waitlist-link-session">
              <strong>{about.workshopTitle}</strong>
              <br />
              {withZone(formatSpan(about.startDate, about.endDate, about.timezone), about.timezone)} ·{' '}
              {about.seats} {about.seats === 1 ? 'seat' : 'seats'}
            </p>
          )}
          <p style={{ margin: 0 }}>{copy.what}</p>
          {refusal && (
            <div className="cw-alert" role="alert" data-testid="waitlist-refusal">
              {refusal}
            </div>
          )}
          <div className="cw-row">
            <button type="button" className="cw-btn cw-btn-primary" disabled={isLoading} onClick={() => void send()}>
              {copy.button}
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
