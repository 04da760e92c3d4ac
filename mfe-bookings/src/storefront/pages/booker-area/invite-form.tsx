// "Invite by email" on an open (or declined, or expired) seat: POST /v1/booking-seats/{id}/send-invitation
// mails the person a link to take the seat. The server's 422 lands on the email field.
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { sendInvitationSchema } from '@coachwork/contracts';
import { toast, useServerErrors } from '@coachwork/web-kit';
import { Field } from '@coachwork/web-kit/field';
import { useSendInvitationMutation } from '../../bookings-api';
import { useBookerI18n } from './messages';

// The contract's schema: a blank address with no user is 'Either user ID or email must be provided' (spec §5).
const inviteSchema = sendInvitationSchema.pick(['email', 'userId']);

interface InviteValues {
  email: string;
}

// The either-or rule ('Either user ID or email must be provided') may come back on userId: it is about this field.
const toEmail = (path: string) => (path === 'email' || path === 'userId' ? 'email' : null);

export function InviteForm({ seatId, position, again }: { seatId: string; position: number; again?: boolean }) {
  const { t } = useBookerI18n();
  const form = useForm<InviteValues>({
    resolver: yupResolver(inviteSchema) as unknown as Resolver<InviteValues>,
    defaultValues: { email: '' },
  });
  const showServerErrors = useServerErrors(form, { mapPath: toEmail });
  const [send, { isLoading }] = useSendInvitationMutation();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await send({ seatId, email }).unwrap();
      toast.success(t('booker.invite.sent'), t('booker.invite.sentText', { email, position }));
      form.reset();
    } catch (err) {
      showServerErrors(err);
    }
  });

  return (
    <form className="sf-invite" noValidate onSubmit={(e) => void submit(e)} aria-label={t('booker.invite.form', { position })}>
      {errors.root?.server && (
        <div className="cw-alert" role="alert">
          {errors.root.server.message}
        </div>
      )}
      <Field
        {...form.register('email')}
        type="email"
        autoComplete="off"
        label={again ? t('booker.invite.labelAgain', { position }) : t('booker.invite.label', { position })}
        placeholder="name@example.com"
        error={errors.email?.message}
      />
      <button type="submit" className="cw-btn" disabled={isLoading}>
        {isLoading ? t('booker.invite.sending') : t('booker.invite.invite')}
      </button>
    </form>
  );
}
