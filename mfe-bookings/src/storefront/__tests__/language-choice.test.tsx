// Choosing a language in the footer (issue 28 item 5): signed out, the link alone does it (the server
// keeps the choice in a cookie); signed in, the choice is the account's too, so mails and PDFs follow it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { StorefrontLayout } from '../layout';
import { on, renderAt, seen, serve, USER } from './support/render';

const page = [{ path: '/', element: <StorefrontLayout>home</StorefrontLayout> }];

it('saves a signed-in person’s choice on their account before the page loads again in it', async () => {
  serve(on('PATCH', `/v1/users/${USER.id}`, (r) => ({ status: 200, body: { data: { ...USER, ...(r.body as object) } } })));
  renderAt('/?q=lab', page);
  const deutsch = screen.getByRole('link', { name: 'Deutsch' });
  expect(deutsch.getAttribute('href')).toBe('/?q=lab&lang=de');
  // The click is the app's: the document load waits for the account to take the choice.
  expect(fireEvent.click(deutsch)).toBe(false);
  await waitFor(() => expect(seen.filter((r) => r.method === 'PATCH')).toHaveLength(1));
  expect(seen[0]).toMatchObject({ path: `/v1/users/${USER.id}`, body: { language: 'de' } });
});

it('leaves a signed-out visitor’s choice to the link (no account to save it on)', () => {
  serve();
  renderAt('/', page, null);
  expect(fireEvent.click(screen.getByRole('link', { name: 'Deutsch' }))).toBe(true);
  expect(seen).toHaveLength(0);
});
