// Sign-up with a password (spec §5 register rules). The account starts PENDING and goes on to onboarding.
import { useForm, type Path } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { registerSchema, type RegisterInput } from '@coachwork/contracts';
import { usePageTitle, useRegisterMutation, useServerErrors } from '@coachwork/web-kit';

const FIELDS: { name: Path<RegisterInput>; label: string; type: string; autoComplete: string; hint?: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username', hint: '4 to 20 characters.' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', hint: 'At least 8 characters.' },
];

export function RegisterForm() {
  usePageTitle('Sign up');
  const form = useForm<RegisterInput>({
    resolver: yupResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '' },
  });
  const showServerErrors = useServerErrors(form);
  const [register, { isLoading }] = useRegisterMutation();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await register(values).unwrap();
      // New accounts are PENDING: the storefront sends them through onboarding.
      window.location.assign('/onboarding');
    } catch (err) {
      showServerErrors(err);
    }
  });

  return (
    <section className="cw-card cw-stack" aria-labelledby="register-title">
      <div>
        <h1 id="register-title" style={{ margin: 0, fontSize: '1.75rem' }}>
          Create your account
        </h1>
        <p className="cw-muted" style={{ margin: '4px 0 0' }}>
          Book seats in workshops, or run your own.
        </p>
      </div>
      <form className="cw-stack" onSubmit={(e) => void submit(e)} noValidate>
        {errors.root?.server && (
          <div className="cw-alert" role="alert">
            {errors.root.server.message}
          </div>
        )}
        {FIELDS.map((f) => {
          const error = errors[f.name]?.message;
          const id = `register-${f.name}`;
          return (
            <div className="cw-field" key={f.name}>
              <label className="cw-label" htmlFor={id}>
                {f.label}
              </label>
              <input
                {...form.register(f.name)}
                id={id}
                className="cw-input"
                type={f.type}
                autoComplete={f.autoComplete}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : f.hint ? `${id}-hint` : undefined}
              />
              {error ? (
                <p id={`${id}-error`} className="cw-field-error">
                  {error}
                </p>
              ) : (
                f.hint && (
                  <p id={`${id}-hint`} className="cw-muted" style={{ margin: 0, fontSize: '.875rem' }}>
                    {f.hint}
                  </p>
                )
              )}
            </div>
          );
        })}
        <button type="submit" className="cw-btn cw-btn-primary cw-btn-block" disabled={isLoading}>
          {isLoading ? 'Creating account...' : 'Create account'}
        </button>
        <p className="cw-muted" style={{ margin: 0, textAlign: 'center' }}>
          Already have an account? <a href="/login">Sign in</a>
        </p>
      </form>
    </section>
  );
}
