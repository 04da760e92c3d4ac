import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginSchema, type LoginInput } from '@coachwork/contracts';
import { useLoginMutation, usePageTitle, useServerErrors } from '@coachwork/web-kit';

/** Where to go after sign-in: the stored redirect wins, else by role (spec §2, SPEC-DECISIONS). */
export function landingPath(roles: string[], redirect: string | null): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) return redirect;
  if (roles.includes('super-admin')) return '/admin/';
  if (roles.includes('coach')) return '/c';
  return '/b';
}

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
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Sign in to Coachwork
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {area === 'console'
          ? 'The back office is for super-admins.'
          : 'Book seats and manage your workshops.'}
      </Typography.Paragraph>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Form layout="vertical" component="div">
          {errors.root?.server && (
            <Alert type="error" showIcon message={errors.root.server.message} style={{ marginBottom: 16 }} />
          )}
          <Form.Item
            label="Email"
            htmlFor="email"
            validateStatus={errors.email ? 'error' : undefined}
            help={errors.email?.message}
          >
            <Controller
              name="email"
              control={form.control}
              render={({ field }) => (
                <Input {...field} id="email" type="email" autoComplete="email" autoFocus />
              )}
            />
          </Form.Item>
          <Form.Item
            label="Password"
            htmlFor="password"
            validateStatus={errors.password ? 'error' : undefined}
            help={errors.password?.message}
          >
            <Controller
              name="password"
              control={form.control}
              render={({ field }) => (
                <Input.Password {...field} id="password" autoComplete="current-password" />
              )}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {isLoading ? 'Signing in...' : 'Sign in'}
          </Button>
        </Form>
      </form>
    </Card>
  );
}
