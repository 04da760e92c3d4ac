// The Account tab's simple cards: Display Name, Headline, Username, Email, Phone Number, Country.
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import * as yup from 'yup';
import {
  COUNTRIES,
  COUNTRY_INVALID,
  EMAIL_REQUIRED,
  emailSchema,
  findCountry,
  FIRST_NAME_REQUIRED,
  firstNameSchema,
  HEADLINE_MAX,
  HEADLINE_MAX_LENGTH,
  HEADLINE_MIN,
  isCountryCode,
  LAST_NAME_REQUIRED,
  lastNameSchema,
  middleNameSchema,
  otpDigitsSchema,
  PHONE_NUMBER_EMPTY,
  PHONE_NUMBER_MAX,
  USERNAME_HINT,
  USERNAME_REQUIRED,
  usernameSchema,
} from '@coachwork/contracts';
import { toast, useServerErrors } from '@coachwork/web-kit';
import { Field, SelectField, TextAreaField } from '@coachwork/web-kit/field';
import { useForm } from 'react-hook-form';
import { useIdentityMessages } from '../../../messages';
import { useLoginUsingOtpMutation, useVerifyEmailUsingOtpMutation } from '../../auth/api';
import { emptyOtp, OtpInput } from '../../auth/components/otp-input';
import { useUpdateMyAccountMutation, type AccountUser } from '../api';
import { SaveButton, SettingsCard, useCardForm } from './settings-card';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const orEmpty = (value: string | null | undefined) => value ?? '';

// ---- Display Name ----
const displayNameSchema = yup.object({
  firstName: firstNameSchema.required(FIRST_NAME_REQUIRED),
  middleName: middleNameSchema.nullable().transform(blankToNull),
  lastName: lastNameSchema.required(LAST_NAME_REQUIRED),
});
type DisplayName = { firstName: string; middleName: string; lastName: string };
const displayNameOf = (u: AccountUser): DisplayName => ({
  firstName: orEmpty(u.profile?.firstName),
  middleName: orEmpty(u.profile?.middleName),
  lastName: orEmpty(u.profile?.lastName),
});

export function DisplayNameCard({ user }: { user: AccountUser }) {
  const { t } = useIdentityMessages();
  const { form, submit, dirty, saving } = useCardForm<DisplayName>({
    user,
    resolver: yupResolver(displayNameSchema) as never,
    values: displayNameOf,
    toBody: (v) => ({ profile: { firstName: v.firstName, middleName: v.middleName || null, lastName: v.lastName } }),
    saved: t('settings.displayName.saved'),
  });
  const { errors } = form.formState;
  return (
    <SettingsCard
      id="card-display-name"
      title={t('settings.displayName.title')}
      description={t('settings.displayName.text')}
      onSubmit={() => void submit()}
      footer={<SaveButton dirty={dirty} saving={saving} />}
    >
      <div className="st-grid-3">
        <Field {...form.register('firstName')} label={t('common.firstName')} autoComplete="given-name" error={errors.firstName?.message} />
        <Field {...form.register('middleName')} label={t('common.middleName')} autoComplete="additional-name" error={errors.middleName?.message} />
        <Field {...form.register('lastName')} label={t('common.lastName')} autoComplete="family-name" error={errors.lastName?.message} />
      </div>
    </SettingsCard>
  );
}

// ---- Headline ----
const headlineSchema = yup.object({
  headline: yup.string().trim().nullable().transform(blankToNull).min(1, HEADLINE_MIN).max(HEADLINE_MAX_LENGTH, HEADLINE_MAX),
});
type Headline = { headline: string };
const headlineOf = (u: AccountUser): Headline => ({ headline: orEmpty(u.profile?.headline) });

export function HeadlineCard({ user }: { user: AccountUser }) {
  const { t } = useIdentityMessages();
  const { form, submit, dirty, saving } = useCardForm<Headline>({
    user,
    resolver: yupResolver(headlineSchema) as never,
    values: headlineOf,
    toBody: (v) => ({ profile: { headline: v.headline || null } }),
    saved: t('settings.headline.saved'),
  });
  return (
    <SettingsCard
      id="card-headline"
      title={t('common.headline')}
      description={t('settings.headline.text')}
      onSubmit={() => void submit()}
      footer={<SaveButton dirty={dirty} saving={saving} />}
    >
      <TextAreaField
        {...form.register('headline')}
        label={t('common.headline')}
        hideLabel
        rows={3}
        hint={t('common.upToChars', { max: HEADLINE_MAX_LENGTH })}
        error={form.formState.errors.headline?.message}
      />
    </SettingsCard>
  );
}

// ---- Username ----
const usernameFormSchema = yup.object({ username: usernameSchema.required(USERNAME_REQUIRED) });
type Username = { username: string };
const usernameOf = (u: AccountUser): Username => ({ username: u.username });

export function UsernameCard({ user }: { user: AccountUser }) {
  const { t } = useIdentityMessages();
  const { form, submit, dirty, saving } = useCardForm<Username>({
    user,
    resolver: yupResolver(usernameFormSchema),
    values: usernameOf,
    toBody: (v) => ({ username: v.username }),
    saved: t('settings.username.saved'),
  });
  return (
    <SettingsCard
      id="card-username"
      title={t('common.username')}
      description={t('settings.username.text')}
      onSubmit={() => void submit()}
      footer={<SaveButton dirty={dirty} saving={saving} />}
    >
      <Field
        {...form.register('username')}
        label={t('common.username')}
        hideLabel
        autoComplete="username"
        hint={USERNAME_HINT}
        error={form.formState.errors.username?.message}
      />
    </SettingsCard>
  );
}

// ---- Email ----
const emailFormSchema = yup.object({ email: emailSchema.required(EMAIL_REQUIRED) });
type Email = { email: string };
const emailOf = (u: AccountUser): Email => ({ email: u.email });
const codeSchema = yup.object({ otp: otpDigitsSchema });

/** An unverified address: the code mailed after the change (or a new one) confirms it. */
function VerifyEmail({ email }: { email: string }) {
  const { t } = useIdentityMessages();
  const form = useForm<{ otp: string[] }>({ resolver: yupResolver(codeSchema) as never, defaultValues: { otp: emptyOtp() } });
  const onServerError = useServerErrors(form, { notify: false });
  const [verify, verifying] = useVerifyEmailUsingOtpMutation();
  const [resend, resending] = useLoginUsingOtpMutation();
  const [note, setNote] = useState<string | null>(null);
  const errors = form.formState.errors.otp as { message?: string; root?: { message?: string } } | undefined;
  const message = errors?.message ?? errors?.root?.message;
  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      await verify({ email, otp: otp.join('') }).unwrap();
      toast.success(t('settings.email.verified'));
    } catch (err) {
      onServerError(err);
    }
  });
  return (
    <div className="cw-stack st-verify" style={{ gap: 8 }}>
      <span className="cw-label" id="verify-email-label">
        {t('settings.email.enterCode', { email })}
      </span>
      <Controller
        control={form.control}
        name="otp"
        render={({ field }) => (
          <OtpInput
            value={field.value}
            onChange={field.onChange}
            onComplete={() => void submit()}
            labelledBy="verify-email-label"
            errorId={message ? 'verify-email-error' : undefined}
            invalid={Boolean(message)}
            disabled={verifying.isLoading}
            inputRef={field.ref}
          />
        )}
      />
      {message && (
        <p id="verify-email-error" className="cw-field-error">
          {message}
        </p>
      )}
      {note && <p className="cw-hint" role="status">{note}</p>}
      <div className="cw-row">
        <button type="button" className="cw-btn" disabled={verifying.isLoading} onClick={() => void submit()}>
          {verifying.isLoading ? t('settings.email.verifying') : t('settings.email.verify')}
        </button>
        <button
          type="button"
          className="cw-btn cw-btn-link"
          disabled={resending.isLoading}
          onClick={() =>
            void resend({ email })
              .unwrap()
              .then(
                () => setNote(t('settings.email.resent')),
                (err: { data?: { message?: string } }) => setNote(err?.data?.message ?? t('common.pleaseTryAgain')),
              )
          }
        >
          {t('common.sendNewCode')}
        </button>
      </div>
    </div>
  );
}

export function EmailCard({ user }: { user: AccountUser }) {
  const { t } = useIdentityMessages();
  const { form, submit, dirty, saving } = useCardForm<Email>({
    user,
    resolver: yupResolver(emailFormSchema),
    values: emailOf,
    // The email card sends only the address (spec §7).
    toBody: (v) => ({ email: v.email }),
    saved: t('settings.email.saved'),
  });
  return (
    <SettingsCard
      id="card-email"
      title={
        <>
          {t('common.email')}{' '}
          {user.emailVerifiedAt && <span className="cw-tag st-tag-ok">{t('common.verified')}</span>}{' '}
          <span className="cw-tag">{t('settings.email.primary')}</span>
        </>
      }
      description={t('settings.email.text')}
      onSubmit={() => void submit()}
      footer={<SaveButton dirty={dirty} saving={saving} />}
    >
      <Field
        {...form.register('email')}
        label={t('common.email')}
        hideLabel
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
      />
      {!user.emailVerifiedAt && <VerifyEmail email={user.email} />}
    </SettingsCard>
  );
}

// ---- Phone Number ----
// An emptied field is a mistake, not a wish ('Phone number cannot be empty', the contract's rule);
// taking the number off is its own action, asked first.
const phoneSchema = yup.object({
  phoneNumber: yup.string().trim().required(PHONE_NUMBER_EMPTY).max(32, PHONE_NUMBER_MAX),
});
type Phone = { phoneNumber: string };
const phoneOf = (u: AccountUser): Phone => ({ phoneNumber: orEmpty(u.profile?.phoneNumber) });

function RemovePhone({ user }: { user: AccountUser }) {
  const { t } = useIdentityMessages();
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [update] = useUpdateMyAccountMutation();
  const remove = async () => {
    setRemoving(true);
    try {
      await update({ id: user.id, body: { profile: { phoneNumber: null } } }).unwrap();
      setAsking(false);
      toast.success(t('settings.phone.removed'));
    } catch {
      // The api's error rules already told the person (a toast); the number stays.
    } finally {
      setRemoving(false);
    }
  };
  if (!asking)
    return (
      <button type="button" className="cw-btn" onClick={() => setAsking(true)}>
        {t('settings.phone.remove')}
      </button>
    );
  return (
    <div role="group" aria-label={t('settings.phone.confirmRemoval')} className="st-card-footer" style={{ alignItems: 'center' }}>
      <span>{t('settings.phone.removeQuestion')}</span>
      <button type="button" className="cw-btn" onClick={() => setAsking(false)} disabled={removing}>
        {t('common.cancel')}
      </button>
      <button type="button" className="cw-btn cw-btn-primary" onClick={() => void remove()} disabled={removing}>
        {removing ? t('settings.phone.removing') : t('settings.phone.removeButton')}
      </button>
    </div>
  );
}

export function PhoneCard({ user }: { user: AccountUser }) {
  const { t } = useIdentityMessages();
  const { form, submit, dirty, saving } = useCardForm<Phone>({
    user,
    resolver: yupResolver(phoneSchema) as never,
    values: phoneOf,
    toBody: (v) => ({ profile: { phoneNumber: v.phoneNumber } }),
    saved: t('settings.phone.saved'),
  });
  const country = findCountry(user.profile?.country);
  return (
    <SettingsCard
      id="card-phone"
      title={t('settings.phone.title')}
      description={t('settings.phone.text')}
      onSubmit={() => void submit()}
      footer={
        <>
          {user.profile?.phoneNumber && <RemovePhone user={user} />}
          <SaveButton dirty={dirty} saving={saving} />
        </>
      }
    >
      <Field
        {...form.register('phoneNumber')}
        label={t('common.phoneNumber')}
        hideLabel
        type="tel"
        autoComplete="tel"
        placeholder={
          country ? t('settings.phone.placeholder', { dialCode: country.dialCode }) : t('settings.phone.placeholderAny')
        }
        hint={
          country
            ? t('settings.phone.dialCode', { country: country.name, dialCode: country.dialCode })
            : t('settings.phone.anyDialCode')
        }
        error={form.formState.errors.phoneNumber?.message}
      />
    </SettingsCard>
  );
}

// ---- Country ----
const countryFormSchema = yup.object({
  country: yup
    .string()
    .nullable()
    .transform(blankToNull)
    .test('country', COUNTRY_INVALID, (v) => v == null || isCountryCode(v)),
});
type CountryValues = { country: string };
const countryOf = (u: AccountUser): CountryValues => ({ country: orEmpty(u.profile?.country) });

export function CountryCard({ user }: { user: AccountUser }) {
  const { t } = useIdentityMessages();
  const { form, submit, dirty, saving } = useCardForm<CountryValues>({
    user,
    resolver: yupResolver(countryFormSchema) as never,
    values: countryOf,
    toBody: (v) => ({ profile: { country: v.country || null } }),
    saved: t('settings.country.saved'),
  });
  return (
    <SettingsCard
      id="card-country"
      title={t('common.country')}
      description={t('settings.country.text')}
      onSubmit={() => void submit()}
      footer={<SaveButton dirty={dirty} saving={saving} />}
    >
      <SelectField
        {...form.register('country')}
        label={t('common.country')}
        hideLabel
        autoComplete="country"
        error={form.formState.errors.country?.message}
      >
        <option value="">{t('settings.country.choose')}</option>
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {`${c.flag} ${c.name} (${c.dialCode})`}
          </option>
        ))}
      </SelectField>
    </SettingsCard>
  );
}
