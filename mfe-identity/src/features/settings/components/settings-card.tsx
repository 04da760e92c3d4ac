// One profile card of the Account tab (spec §2): its own form, saved on its own. Save stays disabled
// until something changed and reads 'Saving...' meanwhile; a 422 puts the messages on the fields and
// focuses (and scrolls to) the first one. A card resets only when its own stored values change: saving
// one card replaces the signed-in user, and every other card keeps its unsaved edits (issue 17).
import { useEffect, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { UpdateUserInput } from '@coachwork/contracts';
import { toast, useServerErrors } from '@coachwork/web-kit';
import { useIdentityMessages } from '../../../messages';
import { useUpdateMyAccountMutation, type AccountUser } from '../api';
import { useStableValue } from './use-stable-value';

export function SettingsCard({
  id,
  title,
  description,
  children,
  footer,
  onSubmit,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  onSubmit?: () => void;
}) {
  const body = (
    <>
      <div>
        <h3 id={`${id}-title`} className="st-card-title">
          {title}
        </h3>
        {description && <p className="cw-muted st-card-text">{description}</p>}
      </div>
      {children}
      {footer && <div className="st-card-footer">{footer}</div>}
    </>
  );
  return onSubmit ? (
    <form
      className="cw-card cw-stack st-card"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {body}
    </form>
  ) : (
    <section className="cw-card cw-stack st-card" aria-labelledby={`${id}-title`}>
      {body}
    </section>
  );
}

export function SaveButton({ dirty, saving }: { dirty: boolean; saving: boolean }) {
  const { t } = useIdentityMessages();
  return (
    <button type="submit" className="cw-btn cw-btn-primary" disabled={!dirty || saving}>
      {saving ? t('common.saving') : t('common.save')}
    </button>
  );
}

/**
 * The form of one card: values from the user, a body for PATCH, the server's paths back onto the
 * form's names ('profile.firstName' → 'firstName').
 */
export function useCardForm<T extends FieldValues>({
  user,
  resolver,
  values,
  toBody,
  saved,
}: {
  user: AccountUser;
  resolver: Resolver<T>;
  values: (user: AccountUser) => T;
  toBody: (values: T) => UpdateUserInput;
  /** The success toast's title. */
  saved: string;
}) {
  const initial = useStableValue(values(user));
  const form = useForm<T>({ resolver, defaultValues: initial as DefaultValues<T> });
  const { reset } = form;
  useEffect(() => reset(initial), [initial, reset]);
  const onServerError = useServerErrors(form, { stripPrefix: 'profile.' });
  const [update] = useUpdateMyAccountMutation();
  const submit = form.handleSubmit(async (v) => {
    try {
      const stored = await update({ id: user.id, body: toBody(v) }).unwrap();
      // What the server kept (trimmed, say) even when it equals what was stored before.
      reset(values(stored));
      toast.success(saved);
    } catch (err) {
      onServerError(err);
    }
  });
  return { form, submit, dirty: form.formState.isDirty, saving: form.formState.isSubmitting };
}
