import { act, screen } from '@testing-library/react';
import { authSlice } from '@coachwork/web-kit';
import { Guarded } from '../guarded';
import { renderAt, USER } from './support/render';

const page = (name: string) => (
  <Guarded>
    <h1>{name}</h1>
  </Guarded>
);
const ROUTES = [
  { path: '/login', element: page('Sign in') },
  { path: '/b', element: page('My bookings') },
];

describe('the storefront landing rules in the browser', () => {
  it('sends a signed-in booker who opens the sign-in page to their bookings', async () => {
    renderAt('/login', ROUTES);
    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeTruthy();
  });

  it('sends a guest who opens /b to the sign-in page', async () => {
    renderAt('/b', ROUTES, null);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('leaves someone who has just signed in on the sign-in page to the form, which leads them on itself', async () => {
    const { store } = renderAt('/login', ROUTES, null);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    act(() => {
      store.dispatch(authSlice.actions.set(USER));
    });
    // A second navigation here raced the form's own and could cancel the page the person opened next.
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My bookings' })).toBeNull();
  });
});
