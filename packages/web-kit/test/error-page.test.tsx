/**
 * @jest-environment jsdom
 */
// Spec §2's error page: the status message when there is one, 'Something went wrong.' and 'Return to
// Home', a full navigation to '/' (the storefront's home) from any app, the console included.
import type { ComponentProps } from 'react';
import { render, screen } from '@testing-library/react';
import { AppErrorBoundary, ErrorPage } from '../src/light/error-page';

function Broken(): never {
  throw Object.assign(new Error('boom'), { status: 500 });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const homeLink = () => screen.getByRole('link', { name: 'Return to Home' });

describe('the error page', () => {
  it("says 'Something went wrong.' under the status message and leads to '/'", () => {
    render(<ErrorPage message="500 Internal Server Error" />);
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByText('500 Internal Server Error')).toBeTruthy();
    expect(homeLink().getAttribute('href')).toBe('/');
  });

  it("catches a render error and leads to '/', even from the console's /admin", () => {
    window.history.pushState({}, '', '/admin/users');
    // Whatever an app passes, home is the storefront's '/', never '/admin/'.
    const consoleProps = { home: '/admin/' } as unknown as ComponentProps<typeof AppErrorBoundary>;
    render(
      <AppErrorBoundary {...consoleProps}>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByText('500 Internal Server Error')).toBeTruthy();
    expect(homeLink().getAttribute('href')).toBe('/');
  });
});
