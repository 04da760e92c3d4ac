// A labelled form control with its hint and its error, wired for screen readers (aria-invalid,
// aria-describedby). Light (no antd), for the sign-in, onboarding and settings pages. Shipped as its own
// entry, `@coachwork/web-kit/field`, outside the shared web-kit chunk: the storefront's home page never
// needs it and has a 200 KB budget, so only the remotes that use it carry it.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export interface FieldFrameProps {
  label: ReactNode;
  /** The message under the control; marks the control invalid. */
  error?: string;
  /** Help text shown while there is no error. */
  hint?: ReactNode;
  /** Keep the label for screen readers only (a column header already names the control). */
  hideLabel?: boolean;
  /** Extra class on the wrapper. */
  className?: string;
  /**
   * Marks the field as one that must be filled: an asterisk after the label (drawn by CSS, so the
   * label's text stays its name) and aria-required on the control. Not the native `required`, which
   * would stop the form with the browser's bubble before its own messages.
   */
  markRequired?: boolean;
}

interface Described {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  hideLabel,
  className,
  markRequired,
  children,
}: FieldFrameProps & { id: string; children: (described: Described) => ReactNode }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className ? `cw-field ${className}` : 'cw-field'}>
      <label
        className={hideLabel ? 'cw-visually-hidden' : 'cw-label'}
        htmlFor={id}
        data-required={markRequired ? '' : undefined}
      >
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : hint ? hintId : undefined,
        'aria-required': markRequired ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className="cw-field-error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="cw-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

function pick<T extends FieldFrameProps & { id?: string }>(props: T) {
  const { label, error, hint, hideLabel, className, markRequired, id, ...control } = props;
  return { frame: { label, error, hint, hideLabel, className, markRequired }, id, control };
}

export type FieldProps = FieldFrameProps &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** `<Field label="Email" type="email" error={errors.email?.message} {...form.register('email')} />` */
export function Field(props: FieldProps) {
  const generated = useId();
  const { frame, id, control } = pick(props);
  return (
    <FieldFrame {...frame} id={id ?? generated}>
      {(described) => <input className="cw-input" {...control} {...described} />}
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldFrameProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField(props: TextAreaFieldProps) {
  const generated = useId();
  const { frame, id, control } = pick(props);
  return (
    <FieldFrame {...frame} id={id ?? generated}>
      {(described) => <textarea className="cw-input cw-textarea" rows={3} {...control} {...described} />}
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldFrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement>; children: ReactNode };

export function SelectField(props: SelectFieldProps) {
  const generated = useId();
  const { frame, id, control } = pick(props);
  return (
    <FieldFrame {...frame} id={id ?? generated}>
      {(described) => <select className="cw-input" {...control} {...described} />}
    </FieldFrame>
  );
}
