// Issue 17 item 1: saving one settings card replaces the signed-in user, and the other cards keep
// what the person typed but has not saved yet.
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast, type ToastSink } from '@coachwork/web-kit';
import type { AccountUser } from '../api';
import { DisplayNameCard, HeadlineCard, PhoneCard } from '../components/account-cards';
import { SocialAccountsCard } from '../components/social-accounts-card';

// The PATCH as the server answers it: the stored user with the card's slice merged in, handed to the
// page like the real mutation's store update (a new user object for every card).
let store: { user: AccountUser; set: (u: AccountUser) => void } | null = null;
const sent: unknown[] = [];
jest.mock('../api', () => ({
  ...jest.requireActual('../api'),
  useUpdateMyAccountMutation: () => [
    ({ body }: { body: { profile?: Record<string, unknown> } }) => ({
      unwrap: async () => {
        sent.push(body);
        const current = store!.user;
        const saved = { ...current, ...body, profile: { ...current.profile, ...body.profile } } as AccountUser;
        // The server trims and keeps a copy: the page gets fresh objects, never the ones it sent.
        const copy = JSON.parse(JSON.stringify(saved)) as AccountUser;
        store!.set(copy);
        return copy;
      },
    }),
  ],
}));

const USER = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  status: 'ACTIVE',
  avatar: null,
  avatarUrl: null,
  emailVerifiedAt: '2026-01-01T00:00:00.000Z',
  defaultTenantSlug: null,
  roles: [],
  coachProfile: null,
  profile: {
    firstName: 'Ada',
    middleName: null,
    lastName: 'Lovelace',
    headline: 'Analyst',
    country: 'GB',
    phoneNumber: '+44 20 7946 0000',
    socialAccounts: [{ platform: 'github', url: 'https://github.com/ada', order: 1 }],
  },
} as unknown as AccountUser;

function Account() {
  const [user, set] = useState(USER);
  store = { user, set };
  return (
    <>
      <DisplayNameCard user={user} />
      <HeadlineCard user={user} />
      <PhoneCard user={user} />
      <SocialAccountsCard user={user} />
    </>
  );
}

let detach: () => void;
beforeEach(() => {
  sent.length = 0;
  const sink: ToastSink = { open: () => undefined };
  detach = toast.attach(sink);
});
afterEach(() => detach());

const card = (name: string) => screen.getByRole('form', { name });
const input = (cardName: string, label: string | RegExp) =>
  within(card(cardName)).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const saveButton = (cardName: string) => within(card(cardName)).getByRole('button', { name: /^Save/ }) as HTMLButtonElement;
const type = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => fireEvent.change(el, { target: { value } });

async function show() {
  await act(async () => {
    render(<Account />);
  });
}

describe('the settings cards', () => {
  it('keeps the unsaved edits of every other card when one card saves', async () => {
    await show();
    type(input('Display Name', 'First name'), 'Grace');
    type(input('Phone Number', /Phone/), '+44 20 7946 1111');
    type(input('Social Accounts', 'URL of row 1'), 'https://github.com/grace');
    type(input('Headline', 'Headline'), 'Programmer');
    await waitFor(() => expect(saveButton('Headline').disabled).toBe(false));

    await act(async () => {
      fireEvent.click(saveButton('Headline'));
    });

    await waitFor(() => expect(saveButton('Headline').disabled).toBe(true));
    expect(sent).toEqual([{ profile: { headline: 'Programmer' } }]);
    expect(input('Headline', 'Headline').value).toBe('Programmer');
    // The other cards still hold what was typed, and can still be saved.
    expect(input('Display Name', 'First name').value).toBe('Grace');
    expect(saveButton('Display Name').disabled).toBe(false);
    expect(input('Phone Number', /Phone/).value).toBe('+44 20 7946 1111');
    expect(saveButton('Phone Number').disabled).toBe(false);
    expect(input('Social Accounts', 'URL of row 1').value).toBe('https://github.com/grace');
    expect(saveButton('Social Accounts').disabled).toBe(false);
  });

  it('saves a second card with its kept edit, and the first card keeps its saved value', async () => {
    await show();
    type(input('Display Name', 'First name'), 'Grace');
    type(input('Headline', 'Headline'), 'Programmer');
    await act(async () => {
      fireEvent.click(saveButton('Headline'));
    });
    await waitFor(() => expect(saveButton('Headline').disabled).toBe(true));
    await act(async () => {
      fireEvent.click(saveButton('Display Name'));
    });
    await waitFor(() => expect(saveButton('Display Name').disabled).toBe(true));
    expect(sent[1]).toEqual({ profile: { firstName: 'Grace', middleName: null, lastName: 'Lovelace' } });
    expect(input('Display Name', 'First name').value).toBe('Grace');
    expect(input('Headline', 'Headline').value).toBe('Programmer');
    expect(store!.user.profile).toMatchObject({ firstName: 'Grace', headline: 'Programmer' });
  });

  it('shows what the server stored once its own card saves', async () => {
    await show();
    type(input('Social Accounts', 'URL of row 1'), 'https://github.com/grace');
    type(input('Display Name', 'Last name'), 'Hopper');
    await act(async () => {
      fireEvent.click(saveButton('Social Accounts'));
    });
    await waitFor(() => expect(saveButton('Social Accounts').disabled).toBe(true));
    expect(store!.user.profile.socialAccounts).toEqual([{ platform: 'github', url: 'https://github.com/grace', order: 1 }]);
    expect(input('Social Accounts', 'URL of row 1').value).toBe('https://github.com/grace');
    expect(input('Display Name', 'Last name').value).toBe('Hopper');
  });
});

describe('the Phone Number card', () => {
  it("refuses an emptied field with 'Phone number cannot be empty' and sends nothing", async () => {
    await show();
    type(input('Phone Number', /Phone/), '   ');
    await act(async () => {
      fireEvent.click(saveButton('Phone Number'));
    });
    expect(await within(card('Phone Number')).findByText('Phone number cannot be empty')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(store!.user.profile.phoneNumber).toBe('+44 20 7946 0000');
  });

  it('removes the number only through its own button, asked first', async () => {
    await show();
    const phone = within(card('Phone Number'));
    fireEvent.click(phone.getByRole('button', { name: 'Remove phone number' }));
    // Asked first: cancelling keeps the number.
    fireEvent.click(phone.getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    fireEvent.click(phone.getByRole('button', { name: 'Remove phone number' }));
    expect(phone.getByText('Remove your phone number from your account?')).toBeTruthy();
    await act(async () => {
      fireEvent.click(phone.getByRole('button', { name: 'Remove' }));
    });
    await waitFor(() => expect(sent).toEqual([{ profile: { phoneNumber: null } }]));
    expect(store!.user.profile.phoneNumber).toBeNull();
    await waitFor(() => expect(input('Phone Number', /Phone/).value).toBe(''));
    // No number, nothing to remove.
    expect(phone.queryByRole('button', { name: 'Remove phone number' })).toBeNull();
  });
});
