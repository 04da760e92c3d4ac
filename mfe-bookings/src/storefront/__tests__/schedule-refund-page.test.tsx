import { fireEvent, screen, waitFor } from '@testing-library/react';
import ScheduleRefundPage from '../pages/schedule-refund-page';
import { on, renderAt, sent, serve } from './support/render';

const TOKEN = 'a'.repeat(43);
const offer = (usedAt: string | null) => ({
  bookingId: '66666666-6666-4666-8666-666666666666',
  workshopTitle: 'Feedback That Lands',
  startDate: '2030-03-10T09:00:00.000Z',
  timezone: 'Europe/Berlin',
  amount: 180,
  currency: 'EUR',
  usedAt,
});

describe('/schedule-refund/{token}', () => {
  it('shows the new time and the full refund, and refunds only on the confirming click', async () => {
    serve(
      on('GET', `/v1/bookings/schedule-refunds/${TOKEN}`, { status: 200, body: { data: offer(null) } }),
      on('POST', `/v1/bookings/schedule-refunds/${TOKEN}`, {
        status: 200,
        body: { data: offer('2030-03-01T10:00:00.000Z') },
      }),
    );
    renderAt(`/schedule-refund/${TOKEN}`, [
      { path: '/schedule-refund/:token', element: <ScheduleRefundPage /> },
    ]);
    const button = await screen.findByRole('button', { name: 'Cancel and refund €180.00' });
    expect(screen.getByText(/now starts on/).textContent).toContain('Feedback That Lands');
    expect(sent('POST', /schedule-refunds/)).toHaveLength(0);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('schedule-refund-done').textContent).toContain('€180.00'));
    expect(sent('POST', /schedule-refunds/)).toHaveLength(1);
  });

  it('says so when the link is not valid', async () => {
    serve(
      on('GET', `/v1/bookings/schedule-refunds/${TOKEN}`, {
        status: 404,
        body: { message: 'This refund link is not valid.' },
      }),
    );
    renderAt(`/schedule-refund/${TOKEN}`, [
      { path: '/schedule-refund/:token', element: <ScheduleRefundPage /> },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('This refund link is not valid.');
  });
});
