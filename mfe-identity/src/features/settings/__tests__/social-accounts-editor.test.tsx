import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SOCIAL_PLATFORM_REQUIRED, SOCIAL_URL_REQUIRED, URL_INVALID } from '@coachwork/contracts';
import { toast, type ToastSink } from '@coachwork/web-kit';
import { EMPTY_TEXT, SocialAccountsForm, type SocialAccountRow } from '../components/social-accounts-editor';
import { stackRowBoxes } from '@coachwork/test-support/dom';

const THREE = [
  { platform: 'github', url: 'https://github.com/ada', order: 1 },
  { platform: 'linkedin', url: 'https://linkedin.com/in/ada', order: 2 },
  { platform: 'x', url: 'https://x.com/ada', order: 3 },
];

// jsdom lays nothing out; dnd-kit's keyboard sensor moves between rows by their boxes.
let unstack: () => void;
beforeAll(() => {
  unstack = stackRowBoxes('tr', 40);
});
afterAll(() => unstack());

let toasts: { title: string; description?: string; type?: string }[] = [];
let detach: () => void;
beforeEach(() => {
  toasts = [];
  const sink: ToastSink = {
    open: (args) => toasts.push({ title: String(args.message), description: args.description as string, type: args.type }),
  };
  detach = toast.attach(sink);
});
afterEach(() => detach());

const orders = () => screen.getAllByTestId('social-order').map((cell) => Number(cell.textContent));
const urls = () => screen.getAllByLabelText(/^URL of row/).map((input) => (input as HTMLInputElement).value);
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** What dnd-kit's live region says now. */
const spoken = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent;

async function renderEditor(accounts: SocialAccountRow[] = [], onSave = jest.fn().mockResolvedValue(undefined)) {
  // The check on mount settles asynchronously.
  await act(async () => {
    render(<SocialAccountsForm accounts={accounts} onSave={onSave} />);
  });
  return onSave;
}

describe('Social Accounts editor', () => {
  it('shows the empty text when no account is linked', async () => {
    await renderEditor();
    expect(await screen.findByText(EMPTY_TEXT)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('appends blank rows with order = length + 1 and saves them in that order', async () => {
    const onSave = await renderEditor([THREE[0]!]);
    fireEvent.click(screen.getByRole('button', { name: 'Add social account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add social account' }));
    expect(orders()).toEqual([1, 2, 3]);
    expect(urls()).toEqual(['https://github.com/ada', '', '']);
    fireEvent.change(screen.getByLabelText('Platform of row 2'), { target: { value: 'youtube' } });
    fireEvent.change(screen.getByLabelText('URL of row 2'), { target: { value: 'https://youtube.com/@ada' } });
    fireEvent.change(screen.getByLabelText('Platform of row 3'), { target: { value: 'gitlab' } });
    fireEvent.change(screen.getByLabelText('URL of row 3'), { target: { value: 'https://gitlab.com/ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toEqual([
      { platform: 'github', url: 'https://github.com/ada', order: 1 },
      { platform: 'youtube', url: 'https://youtube.com/@ada', order: 2 },
      { platform: 'gitlab', url: 'https://gitlab.com/ada', order: 3 },
    ]);
  });

  it('deletes a row and renumbers the rest from 1', async () => {
    const onSave = await renderEditor(THREE);
    fireEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(urls()).toEqual(['https://linkedin.com/in/ada', 'https://x.com/ada']);
    expect(orders()).toEqual([1, 2]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toEqual([
      { platform: 'linkedin', url: 'https://linkedin.com/in/ada', order: 1 },
      { platform: 'x', url: 'https://x.com/ada', order: 2 },
    ]);
  });

  it('shows the empty text again once the last row is deleted', async () => {
    await renderEditor([THREE[0]!]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete row 1' }));
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy();
  });

  it('moves a row by its grip handle with the keyboard, and the orders follow the new positions', async () => {
    const onSave = await renderEditor(THREE);
    const grip = screen.getByRole('button', { name: 'Move row 1' });
    grip.focus();
    fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
    await tick();
    // A screen reader hears positions, as the grips are labelled (dnd-kit's live region).
    expect(spoken()).toBe('Picked up row 1.');
    fireEvent.keyDown(grip, { code: 'ArrowDown', key: 'ArrowDown' });
    await tick();
    expect(spoken()).toBe('Row 1 is over position 2.');
    fireEvent.keyDown(grip, { code: 'ArrowDown', key: 'ArrowDown' });
    await tick();
    fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
    await waitFor(() => expect(urls()).toEqual(['https://linkedin.com/in/ada', 'https://x.com/ada', 'https://github.com/ada']));
    expect(spoken()).toBe('Row 1 was dropped at position 3.');
    expect(orders()).toEqual([1, 2, 3]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0].map((row: SocialAccountRow) => [row.platform, row.order])).toEqual([
      ['linkedin', 1],
      ['x', 2],
      ['github', 3],
    ]);
  });

  it('checks the loaded accounts on mount and shows a bad url on its row', async () => {
    await renderEditor([{ platform: 'github', url: 'not a url', order: 1 }]);
    const url = screen.getByLabelText('URL of row 1');
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(URL_INVALID)).toBeTruthy();
  });

  it('refuses to submit blank rows: errors on platform and url, and as notifications', async () => {
    const onSave = await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add social account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const row = screen.getAllByRole('row')[1]!;
    expect(await within(row).findByText(SOCIAL_PLATFORM_REQUIRED)).toBeTruthy();
    expect(within(row).getByText(SOCIAL_URL_REQUIRED)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    const described = toasts.map((t) => t.description);
    expect(described).toEqual(expect.arrayContaining([SOCIAL_PLATFORM_REQUIRED, SOCIAL_URL_REQUIRED]));
    expect(toasts.every((t) => t.type === 'error')).toBe(true);
  });

  it('puts the server 422 on the rows and above the table, and notifies', async () => {
    const onSave = jest.fn().mockRejectedValue({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: {
          'profile.socialAccounts': ['Only one account per platform'],
          'profile.socialAccounts.1.url': ['URL must be at most 255 characters'],
        },
      },
    });
    await renderEditor(THREE, onSave);
    fireEvent.change(screen.getByLabelText('URL of row 2'), { target: { value: 'https://linkedin.com/in/ada-l' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('URL must be at most 255 characters')).toBeTruthy();
    expect(within(screen.getByTestId('social-list-errors')).getByText('Only one account per platform')).toBeTruthy();
    expect(screen.getByLabelText('URL of row 2').getAttribute('aria-invalid')).toBe('true');
    expect(toasts.map((t) => t.description)).toEqual(
      expect.arrayContaining(['Only one account per platform', 'URL must be at most 255 characters']),
    );
  });

  it('keeps Save disabled until something changes', async () => {
    await renderEditor(THREE);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete row 3' }));
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows each row's network by its icon, following the chosen platform", async () => {
    await renderEditor([THREE[0]!, THREE[1]!]);
    const icons = () =>
      screen.getAllByTestId('social-icon').map((cell) => cell.querySelector('svg')?.getAttribute('data-platform') ?? null);
    expect(icons()).toEqual(['github', 'linkedin']);
    fireEvent.change(screen.getByLabelText('Platform of row 2'), { target: { value: 'twitch' } });
    await waitFor(() => expect(icons()).toEqual(['github', 'twitch']));
    fireEvent.click(screen.getByRole('button', { name: 'Add social account' }));
    expect(icons()).toEqual(['github', 'twitch', null]);
  });
});
