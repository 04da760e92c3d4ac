// Sign-in with email and password, for the console and the storefront alike. Light on purpose (no
// antd): it is the first page most people load.
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useLocation, useNavigate } from 'react-router';
import { loginSchema, type LoginInput } from '@coachwork/contracts';
import { landingPath, useLoginMutation, usePageTitle, useServerErrors } from '@coachwork/web-kit';

export function LoginForm({ area }: { area: 'console' | 'storefront' }) {
  usePageTitle('Sign in');
  const location = useLocation();
  const navigate = useNavigate();
  const redirect = new URLSearchParams(location.search).get('redirect');
  const form = useForm<LoginInput>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const showServerErrors = useServerErrors(form);
  const [login, { isLoading }] = useLoginMutation();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await login(values).unwrap();
      const target = landingPath(user.roles, redirect);
      if (area === 'console' && target.startsWith('/admin/'))
        navigate(target.slice('/admin'.length) || '/', { replace: true });
      else window.location.assign(target);
    } catch (err) {
      showServerErrors(err);
    }
  });

  return (
    <section className="cw-card cw-stack" aria-labelledby="login-title">
      <div>
        <h1 id="login-title" style={{ margin: 0, fontSize: '1.75rem' }}>
          Sign in to Coachwork
        </h1>
        <p className="cw-muted" style={{ margin: '4px 0 0' }}>
          {area === 'console' ? 'The back office is for super-admins.' : 'Book seats and manage your workshops.'}
        </p>
      </div>
      <form className="cw-stack" onSubmit={(e) => void submit(e)} noValidate>
        {errors.root?.server && (
          <div className="cw-alert" role="alert">
            {errors.root.server.message}
          </div>
        )}
        <div className="cw-field">
          <label className="cw-label" htmlFor="email">
            Email
          </label>
          <input
            {...form.register('email')}
            id="email"
            className="cw-input"
            type="email"
            autoComplete="email"
            autoFocus
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'email-error' : undefined}
          />
          {errors.email && (
            <p id="email-error" className="cw-field-error">
              {errors.email.message}
            </p>
          )}
        </div>
        <div className="cw-field">
          <label className="cw-label" htmlFor="password">
            Password
          </label>
          <input
            {...form.register('password')}
            id="password"
            className="cw-input"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'password-error' : undefined}
          />
          {errors.password && (
            <p id="password-error" className="cw-field-error">
              {errors.password.message}
            </p>
          )}
        </div>
        <button type="submit" className="cw-btn cw-btn-primary cw-btn-block" disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'Sign in'}
        </button>
        {area === 'storefront' && (
          <p className="cw-muted" style={{ margin: 0, textAlign: 'center' }}>
            New here? <a href="/register">Create an account</a>
          </p>
        )}
      </form>
    </section>
  );
}
