// /invitations/{token}: the page a mailed invitation links to, server-rendered like the schedule page.
// Anyone holding the link sees the workshop, its dates, who invited them and the invitation's state;
// the signed-in invited person accepts or declines; a guest signs in or signs up and comes back.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { MODES, type InvitationDto } from '@coachwork/contracts';
import {
  classifyError,
  ERROR_TITLE,
  selectCurrentUser,
  Spinner,
  toast,
  useAppSelector,
  useLogoutMutation,
} from '@coachwork/web-kit';
import { titleCase } from '../format';
import { useAnswerInvitationMutation, useGetInvitationQuery, type InvitationAnswer } from '../invitation-api';
import { forgetInvitation, rememberInvitation } from '../pending-invitation';
import { SeatStatusTag } from '../status';
import { invitationMeta } from '../content-meta';
import { usePageMeta } from '../use-page-meta';
import { INVITATION_FORBIDDEN, useInvitationI18n, type InvitationMessage } from './invitation-messages';

/** Why an answer was refused, in the API's words: the 422 on invitation_token, or the 403 (`forbidden` without words). */
export function refusalMessage(err: unknown, forbidden = INVITATION_FORBIDDEN): string | null {
  const { status, data } = (err ?? {}) as { status?: unknown; data?: unknown };
  if (status === 403) {
    const message = (data as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? message : forbidden;
  }
  if (status === 422) {
    const outcome = classifyError(422, data);
    if (outcome.kind !== 'validation') return null;
    return outcome.errors.invitation_token?.[0] ?? Object.values(outcome.errors).flat()[0] ?? outcome.message;
  }
  return null;
}

const stateText = (status: Exclude<InvitationDto['status'], 'PENDING'>) => `invitation.state.${status}` as InvitationMessage;

function GuestActions({ here }: { here: string }) {
  const { t } = useInvitationI18n();
  const redirect = encodeURIComponent(here);
  return (
    <div className="cw-stack">
      <p style={{ margin: 0 }}>{t('invitation.signInWithAddress')}</p>
      <div className="cw-row">
        <a className="cw-btn cw-btn-primary" style={{ color: 'var(--cw-on-primary)' }} href={`/login?redirect=${redirect}`}>
          {t('invitation.signInToAccept')}
        </a>
        <a className="cw-btn" href={`/register?redirect=${redirect}`} onClick={() => rememberInvitation(here)}>
          {t('invitation.createAccount')}
        </a>
      </div>
    </div>
  );
}

function Answered({ choice, invitation }: { choice: InvitationAnswer; invitation: InvitationDto }) {
  const { t } = useInvitationI18n();
  if (choice === 'accept') {
    return (
      <div className="sf-success cw-stack" role="status">
        <strong>{t('invitation.haveSeat', { title: invitation.workshopTitle })}</strong>
        <a className="cw-btn cw-btn-primary" style={{ color: 'var(--cw-on-primary)', alignSelf: 'start' }} href="/b">
          {t('invitation.toMyBookings')}
        </a>
      </div>
    );
  }
  return (
    <p role="status" style={{ margin: 0 }}>
      {t('invitation.declined', { inviter: invitation.inviterUsername })}
    </p>
  );
}

function Answer({ token, onDone }: { token: string; onDone: (choice: InvitationAnswer) => void }) {
  const { t } = useInvitationI18n();
  const [answer, { isLoading }] = useAnswerInvitationMutation();
  const { refetch } = useGetInvitationQuery(token);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [wrongPerson, setWrongPerson] = useState(false);
  const [logout] = useLogoutMutation();
  const user = useAppSelector(selectCurrentUser);

  const switchAccount = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    window.location.assign(`/login?redirect=${encodeURIComponent(window.location.pathname)}`);
  };

  const send = async (choice: InvitationAnswer) => {
    setRefusal(null);
    try {
      await answer({ token, answer: choice }).unwrap();
      onDone(choice);
    } catch (err) {
      const message = refusalMessage(err, t('invitation.forbidden'));
      const status = (err as { status?: unknown } | undefined)?.status;
      if (message) {
        setRefusal(message);
        setWrongPerson(status === 403);
        // Expired or used meanwhile: show the state the server now has.
        if (status === 422) void refetch();
      } else if (status !== 401) {
        toast.error(ERROR_TITLE, (err as { data?: { message?: string } })?.data?.message ?? ERROR_TITLE);
      }
    }
  };

  return (
    <div className="cw-stack">
      {refusal && (
        <div className="cw-alert" role="alert" data-testid="invitation-refusal">
          {refusal}
        </div>
      )}
      {wrongPerson && (
        <p style={{ margin: 0 }}>
          {t('invitation.signedInAs', { who: user?.email ?? user?.username })}{' '}
          <button type="button" className="cw-btn cw-btn-link" onClick={() => void switchAccount()}>
            {t('invitation.otherAccount')}
          </button>
        </p>
      )}
      <div className="cw-row">
        <button type="button" className="cw-btn cw-btn-primary" disabled={isLoading} onClick={() => void send('accept')}>
          {t('invitation.accept')}
        </button>
        <button type="button" className="cw-btn" disabled={isLoading} onClick={() => void send('decline')}>
          {t('invitation.decline')}
        </button>
      </div>
    </div>
  );
}

export default function InvitationPage() {
  const { t, formatDateTimeInZone, formatSpan } = useInvitationI18n();
  const { token = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const { data: invitation, isLoading, isError, refetch } = useGetInvitationQuery(token);
  const [done, setDone] = useState<InvitationAnswer | null>(null);
  usePageMeta(isLoading || isError ? null : invitationMeta(invitation ?? null));
  const here = `/invitations/${encodeURIComponent(token)}`;
  // Signed in and here: the way back from sign-up has been used.
  useEffect(() => {
    if (user) forgetInvitation();
  }, [user]);

  if (isLoading) return <Spinner label={t('invitation.loading')} />;
  if (isError) {
    return (
      <div className="cw-card sf-empty" role="alert">
        <h1>{t('invitation.loadFailed')}</h1>
        <button type="button" className="cw-btn" onClick={() => void refetch()}>
          {t('invitation.tryAgain')}
        </button>
      </div>
    );
  }
  if (!invitation) {
    return (
      <section className="cw-card sf-empty sf-narrow">
        <h1>{t('invitation.invalid')}</h1>
        <p className="cw-muted">{t('invitation.invalidHint')}</p>
        <a className="cw-btn" href="/">
          {t('invitation.browse')}
        </a>
      </section>
    );
  }

  const i = invitation;
  return (
    <article className="cw-card cw-stack sf-narrow" aria-labelledby="invitation-title">
      <p className="cw-muted" style={{ margin: 0 }}>
        {t('invitation.invitedYou', { inviter: i.inviterUsername })}
      </p>
      <h1 id="invitation-title" style={{ margin: 0 }}>
        <a href={`/schedules/${i.workshopScheduleId}`}>{i.workshopTitle}</a>
      </h1>
      <dl className="ca-facts" style={{ margin: 0 }}>
        <dt>{t('invitation.when')}</dt>
        <dd>
          {formatSpan(i.startDate, i.endDate, i.timezone)}{' '}
          <span className="cw-muted">({i.timezone})</span>
        </dd>
        <dt>{t('invitation.format')}</dt>
        <dd>{(MODES as readonly string[]).includes(i.mode) ? t(`mode.${i.mode}` as InvitationMessage) : titleCase(i.mode)}</dd>
        {i.email && (
          <>
            <dt>{t('invitation.sentTo')}</dt>
            <dd>{i.email}</dd>
          </>
        )}
        <dt>{t('invitation.status')}</dt>
        <dd>
          <SeatStatusTag status={i.status} />
        </dd>
        {i.status === 'PENDING' && (
          <>
            <dt>{t('invitation.validUntil')}</dt>
            <dd>{formatDateTimeInZone(i.expiresAt, i.timezone)}</dd>
          </>
        )}
      </dl>
      {done ? (
        <Answered choice={done} invitation={i} />
      ) : i.status !== 'PENDING' ? (
        <p role="status" style={{ margin: 0 }}>
          {t(stateText(i.status))}
        </p>
      ) : user ? (
        <Answer token={token} onDone={setDone} />
      ) : (
        <GuestActions here={here} />
      )}
    </article>
  );
}
