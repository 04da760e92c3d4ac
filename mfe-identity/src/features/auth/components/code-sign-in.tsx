// Sign-in (or sign-up) by a code sent to the address: ask for the code, then type it into six boxes.
// The code's answer starts a session like the password login. Resending asks for a new code; too many
// requests answer 429, shown next to the button.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import {
  HTTP_MESSAGES,
  loginUsingOtpSchema,
  otpDigitsSchema,
  type LoginUsingOtpInput,
} from '@coachwork/contracts';
import { useServerErrors, type CurrentUser } from '@coachwork/web-kit';
import { Field } from '@coachwork/web-kit/field';
import { identityMessages, useIdentityMessages } from '../../../messages';
import {
  useLoginUsingOtpMutation,
  useRegisterUsingOtpMutation,
  useVerifyEmailUsingOtpMutation,
  type CodeSent,
} from '../api';
import { emptyOtp, OtpInput } from './otp-input';

const codeFormSchema = yup.object({ otp: otpDigitsSchema });
type CodeForm = { otp: string[] };

/** What a failed request that is not a 422 means for the person (429 above all). */
function requestFailure(err: unknown): string {
  const status = (err as { status?: unknown } | undefined)?.status;
  const message = (err as { data?: { message?: unknown } } | undefined)?.data?.message;
  if (status === 429) return typeof message === 'string' && message ? message : HTTP_MESSAGES.tooManyRequests;
  return typeof message === 'string' && message ? message : identityMessages.t('code.failed');
}

function EmailStep({
  purpose,
  email,
  onSent,
}: {
  purpose: 'login' | 'register';
  email: string;
  onSent: (sent: CodeSent) => void;
}) {
  const form = useForm<LoginUsingOtpInput>({
    resolver: yupResolver(loginUsingOtpSchema),
    defaultValues: { email },
  });
  const { t } = useIdentityMessages();
  const showServerErrors = useServerErrors(form, { notify: false });
  const [registerUsingOtp, registering] = useRegisterUsingOtpMutation();
  const [loginUsingOtp, loggingIn] = useLoginUsingOtpMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = registering.isLoading || loggingIn.isLoading;
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const sent = await (purpose === 'register' ? registerUsingOtp(values) : loginUsingOtp(values)).unwrap();
      onSent(sent);
    } catch (err) {
      if (!showServerErrors(err)) setFailure(requestFailure(err));
    }
  });

  return (
    <form className="cw-stack" onSubmit={(e) => void submit(e)} noValidate>
      {(failure || errors.root?.server) && (
        <div className="cw-alert" role="alert">
          {failure ?? errors.root?.server?.message}
        </div>
      )}
      <Field
        {...form.register('email')}
        id={`${purpose}-code-email`}
        label={t('common.email')}
        type="email"
        autoComplete="email"
        autoFocus
        error={errors.email?.message}
        hint={purpose === 'register' ? t('code.registerHint') : undefined}
      />
      <button type="submit" className="cw-btn cw-btn-primary cw-btn-block" disabled={busy}>
        {busy ? t('code.sendingCode') : t('code.emailMe')}
      </button>
    </form>
  );
}

function CodeStep({
  sent,
  onSignedIn,
  onChangeEmail,
}: {
  sent: CodeSent;
  onSignedIn: (user: CurrentUser) => void;
  onChangeEmail: () => void;
}) {
  const form = useForm<CodeForm>({
    resolver: yupResolver(codeFormSchema) as never,
    defaultValues: { otp: emptyOtp() },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { t } = useIdentityMessages();
  const showServerErrors = useServerErrors(form, { notify: false, mapPath: (p) => (p === 'otp' ? 'otp' : null) });
  const [verify, verifying] = useVerifyEmailUsingOtpMutation();
  const [resend, resending] = useLoginUsingOtpMutation();
  const [notice, setNotice] = useState(sent.message);
  const [resendFailure, setResendFailure] = useState<string | null>(null);
  const { errors } = form.formState;
  // Errors of one box ('otp.2') and of the whole code ('otp') show in one place under the boxes.
  const otpErrors = errors.otp as
    | ({ message?: string; root?: { message?: string } } & Record<number, { message?: string } | undefined>)
    | undefined;
  const otpError =
    otpErrors?.message ??
    otpErrors?.root?.message ??
    Array.from({ length: 6 }, (_, i) => otpErrors?.[i]?.message).find(Boolean);

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      const user = await verify({ email: sent.email, otp: otp.join('') }).unwrap();
      onSignedIn(user);
    } catch (err) {
      if (showServerErrors(err)) form.setValue('otp', emptyOtp());
    }
  });

  const askAgain = async () => {
    setResendFailure(null);
    try {
      const again = await resend({ email: sent.email }).unwrap();
      setNotice(t('code.resent', { email: again.email }));
      form.reset({ otp: emptyOtp() });
    } catch (err) {
      setResendFailure(requestFailure(err));
    }
  };

  return (
    <form className="cw-stack" onSubmit={(e) => void submit(e)} noValidate>
      <p className="id-note" role="status" style={{ margin: 0 }}>
        {notice}
      </p>
      {errors.root?.server && (
        <div className="cw-alert" role="alert">
          {errors.root.server.message}
        </div>
      )}
      <div className="cw-field">
        <span className="cw-label" id="otp-label">
          {t('code.label')}
        </span>
        <Controller
          control={form.control}
          name="otp"
          render={({ field }) => (
            <OtpInput
              value={field.value}
              onChange={field.onChange}
              onComplete={() => void submit()}
              labelledBy="otp-label"
              errorId={otpError ? 'otp-error' : undefined}
              invalid={Boolean(otpError)}
              disabled={verifying.isLoading}
              autoFocus
              inputRef={field.ref}
            />
          )}
        />
        {otpError && (
          <p id="otp-error" className="cw-field-error" role="alert">
            {otpError}
          </p>
        )}
      </div>
      <button type="submit" className="cw-btn cw-btn-primary cw-btn-block" disabled={verifying.isLoading}>
        {verifying.isLoading ? t('code.checking') : t('code.continue')}
      </button>
      <div className="cw-row" style={{ justifyContent: 'space-between' }}>
        <button type="button" className="cw-btn cw-btn-link" onClick={onChangeEmail}>
          {t('code.otherEmail')}
        </button>
        <button
          type="button"
          className="cw-btn cw-btn-link"
          disabled={resending.isLoading}
          onClick={() => void askAgain()}
        >
          {resending.isLoading ? t('code.sending') : t('common.sendNewCode')}
        </button>
      </div>
      {resendFailure && (
        <div className="cw-alert" role="alert">
          {resendFailure}
        </div>
      )}
    </form>
  );
}

export function CodeSignIn({
  purpose,
  onSignedIn,
}: {
  purpose: 'login' | 'register';
  onSignedIn: (user: CurrentUser) => void;
}) {
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [email, setEmail] = useState('');
  if (!sent) {
    return (
      <EmailStep
        purpose={purpose}
        email={email}
        onSent={(answer) => {
          setEmail(answer.email);
          setSent(answer);
        }}
      />
    );
  }
  return <CodeStep sent={sent} onSignedIn={onSignedIn} onChangeEmail={() => setSent(null)} />;
}
