// The console's workshop form against a stubbed /v1 (issue 27 item 2): both reminders are on for a new
// workshop, and turning the 1 hour one off on an existing workshop saves exactly that.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installDomShims } from '@coachwork/test-support/dom';
import type { Workshop } from '../api';
import { WorkshopForm } from '../components/workshop-form';
import { aWorkshop, list, one, renderLight, stubApi } from '../../coach-area/__tests__/coach-harness';

jest.setTimeout(30_000);

beforeAll(installDomShims);

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const workshop = aWorkshop({ id: 'c0ffee00-4444-4d2e-8a00-000000000001', title: 'Storytelling Lab' });

const reminderSwitch = (name: string) => screen.getByRole('switch', { name }) as HTMLButtonElement;

describe('the workshop form', () => {
  it('has both reminders on for a new workshop', async () => {
    stubApi((r) => (r.method === 'GET' ? list([]) : undefined));
    cleanup = renderLight(<WorkshopForm open workshop={null} onClose={() => undefined} />).cleanup;
    await screen.findByText('Reminders by email to everyone holding a confirmed seat');
    expect(
      screen.getByRole('group', { name: 'Reminders by email to everyone holding a confirmed seat' }),
    ).toBeTruthy();
    expect(reminderSwitch('24 hours before').getAttribute('aria-checked')).toBe('true');
    expect(reminderSwitch('1 hour before').getAttribute('aria-checked')).toBe('true');
  });

  it('turns the 1 hour reminder off and saves it', async () => {
    const api = stubApi((r) => {
      if (r.method === 'PATCH' && r.path === `/workshops/${workshop.id}`)
        return one({ ...workshop, ...(r.body as Partial<Workshop>) });
      return r.method === 'GET' ? list([]) : undefined;
    });
    const closed: (Workshop | null)[] = [];
    cleanup = renderLight(<WorkshopForm open workshop={workshop} onClose={(w) => closed.push(w)} />).cleanup;
    fireEvent.click(await screen.findByRole('switch', { name: '1 hour before' }));
    await waitFor(() => expect(reminderSwitch('1 hour before').getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `/workshops/${workshop.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/workshops/${workshop.id}`)[0]!.body).toMatchObject({
      remindDayBefore: true,
      remindHourBefore: false,
    });
    await waitFor(() => expect(closed[0]).toMatchObject({ remindHourBefore: false }));
  });
});
