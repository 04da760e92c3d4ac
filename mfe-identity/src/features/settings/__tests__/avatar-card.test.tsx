// Dropping a file that cannot be an avatar says why at once, and nothing is sent.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AVATAR_TYPE } from '@coachwork/contracts';
import { makeStore, toast, type ToastSink } from '@coachwork/web-kit';
import { AvatarCard } from '../components/avatar-card';
import type { AccountUser } from '../api';

const user = { id: 'u1', username: 'ada', profile: { firstName: 'Ada', lastName: 'L' }, avatarUrl: null } as unknown as AccountUser;

let toasts: { title: string; description?: string }[] = [];
let detach: () => void;
beforeEach(() => {
  toasts = [];
  const sink: ToastSink = { open: (args) => toasts.push({ title: String(args.message), description: args.description as string }) };
  detach = toast.attach(sink);
});
afterEach(() => detach());

function drop(name: string, type: string) {
  const picked = new File(['x'], name, { type });
  fireEvent.drop(screen.getByRole('button', { name: 'Upload a new avatar' }), { dataTransfer: { files: [picked] } });
}

describe('the avatar card', () => {
  it('refuses a file of the wrong type before sending it', async () => {
    const fetches = jest.spyOn(globalThis, 'fetch');
    render(
      <Provider store={makeStore()}>
        <AvatarCard user={user} />
      </Provider>,
    );
    drop('notes.pdf', 'application/pdf');
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ title: 'This file cannot be your avatar', description: AVATAR_TYPE });
    expect(fetches).not.toHaveBeenCalled();
    expect(screen.getByText('Click the picture or drop an image on it.')).toBeTruthy();
  });
});
