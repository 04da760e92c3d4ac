// The console's vouchers against a stubbed /v1: the list contract, the form's rules and the server's
// 422 on the fields, the detail with its redemptions, and delete asked first.
import type { ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { VoucherDto } from '@coachwork/contracts';
import { installDomShims } from '@coachwork/test-support/dom';
import { list, one, renderAt, stubApi } from '../../bookings/__tests__/console-harness';
import { VoucherDetailPage } from '../components/voucher-detail';
import { CreateVoucherPage, EditVoucherPage } from '../components/voucher-form';
import { VouchersPage } from '../components/vouchers-page';

jest.setTimeout(60_000);
beforeAll(installDomShims);

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const ID = '0b6f2d1e-2222-4a7c-8e1f-000000000001';
const voucher = (over: Partial<VoucherDto> = {}): VoucherDto => ({
  id: ID,
  code: 'SPRING',
  modelType: null,
  modelId: null,
  expiresAt: null,
  data: { discountType: 'percentage', discountValue: 10, maxDiscount: 20, maxUses: 5 },
  uses: 2,
  createdAt: '2027-03-01T09:00:00.000Z',
  updatedAt: '2027-03-01T09:00:00.000Z',
  ...over,
});

function mount(at: string, path: string, element: ReactNode) {
  const view = renderAt(at, path, element);
  cleanup = view.cleanup;
  return view;
}

describe('/vouchers', () => {
  it('lists vouchers with their discount, scope and usage, newest first, searching the code', async () => {
    const api = stubApi((r) => {
      if (r.method === 'GET' && r.path === '/workshops/5c1e0a52-1111-4c3b-9c0d-000000000009')
        return one({ id: '5c1e0a52-1111-4c3b-9c0d-000000000009', title: 'Feedback That Lands' });
      return r.method === 'GET' && r.path === '/vouchers'
        ? list([voucher(), voucher({ id: ID.replace(/1$/, '2'), code: 'FREEBIE', data: { discountType: 'free', discountValue: null, maxDiscount: null, maxUses: null }, uses: 7, modelType: 'workshop', modelId: '5c1e0a52-1111-4c3b-9c0d-000000000009' })])
        : undefined;
    });
    mount('/vouchers', '/vouchers', <VouchersPage />);
    const row = (await screen.findByRole('link', { name: 'Voucher SPRING' })).closest('tr')!;
    expect(row.textContent).toContain('10 % (at most €20.00)');
    expect(row.textContent).toContain('2 of 5');
    expect(row.textContent).toContain('Every workshop');
    const free = screen.getByRole('link', { name: 'Voucher FREEBIE' }).closest('tr')!;
    expect(free.textContent).toContain('7 (no limit)');
    // The scope by its title, never a bare id.
    await waitFor(() => expect(free.textContent).toContain('Workshop Feedback That Lands'));
    const [get] = api.calls('GET', '/vouchers');
    expect(get!.query.get('sort')).toBe('-createdAt');
    expect(get!.query.get('page')).toBe('1');
  });

  it('deletes a voucher only after asking, and shows the refusal of one in use', async () => {
    const api = stubApi((r) => {
      if (r.method === 'GET' && r.path === '/vouchers') return list([voucher()]);
      if (r.method === 'DELETE') return { status: 409, body: { message: 'This voucher has been redeemed and cannot be deleted.' } };
      return undefined;
    });
    mount('/vouchers', '/vouchers', <VouchersPage />);
    // By its label rather than its role: a role query walks the whole antd table's accessibility tree,
    // which took more than the 5 s wait in a loaded CI run.
    fireEvent.click(await screen.findByLabelText('Delete SPRING', {}, { timeout: 15_000 }));
    expect(api.calls('DELETE', `/vouchers/${ID}`)).toHaveLength(0);
    const pop = (await screen.findByText('Delete SPRING?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(pop).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE', `/vouchers/${ID}`)).toHaveLength(1));
    await waitFor(() => expect(api.errors).toContain('This voucher has been redeemed and cannot be deleted.'));
  });
});

describe('/vouchers/create and /vouchers/{id}/edit', () => {
  it("checks the spec's rules before sending and puts the server's 422 on the code", async () => {
    const api = stubApi((r) =>
      r.method === 'POST' && r.path === '/vouchers'
        ? { status: 422, body: { message: 'The given data was invalid.', errors: { code: ['The code has already been taken.'] } } }
        : undefined,
    );
    mount('/vouchers/create', '/vouchers/create', <CreateVoucherPage />);
    const code = await screen.findByLabelText(/^Code/);
    fireEvent.change(code, { target: { value: 'spring 10' } });
    fireEvent.change(screen.getByLabelText(/^Percentage off/), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByText('Voucher code may contain only letters, numbers, underscores and hyphens')).toBeTruthy();
    expect(screen.getByText('A percentage discount must be between 0 and 100')).toBeTruthy();
    expect(api.calls('POST', '/vouchers')).toHaveLength(0);

    fireEvent.change(code, { target: { value: 'spring10' } });
    fireEvent.change(screen.getByLabelText(/^Percentage off/), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText(/^Uses allowed/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create voucher' }));
    expect(await screen.findByText('The code has already been taken.')).toBeTruthy();
    expect(api.calls('POST', '/vouchers')[0]!.body).toEqual({
      code: 'SPRING10',
      modelType: null,
      modelId: null,
      expiresAt: null,
      data: { discountType: 'percentage', discountValue: 15, maxDiscount: null, maxUses: 3 },
    });
  });

  it('edits a voucher with a PATCH and goes to its page, which lists the bookings that used it', async () => {
    let saved = voucher();
    const api = stubApi((r) => {
      if (r.method === 'GET' && r.path === `/vouchers/${ID}`) return one(saved);
      if (r.method === 'PATCH' && r.path === `/vouchers/${ID}`) {
        saved = voucher({ data: { ...saved.data, maxUses: 9 } });
        return one(saved);
      }
      if (r.method === 'GET' && r.path === `/vouchers/${ID}/redemptions`)
        return one([
          { id: 'r1', bookingId: '0b6f2d1e-2222-4a7c-8e1f-00000000dddd', userId: 'u', status: 'CONFIRMED', discount: 9, currency: 'EUR', createdAt: '2027-03-02T09:00:00.000Z', updatedAt: '2027-03-02T09:00:00.000Z' },
        ]);
      return undefined;
    });
    const view = renderAt(
      `/vouchers/${ID}/edit`,
      '/vouchers/*',
      <Routes>
        <Route path=":id/edit" element={<EditVoucherPage />} />
        <Route path=":id" element={<VoucherDetailPage />} />
      </Routes>,
    );
    cleanup = view.cleanup;
    const uses = await screen.findByLabelText(/^Uses allowed/);
    expect((uses as HTMLInputElement).value).toBe('5');
    fireEvent.change(uses, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `/vouchers/${ID}`)).toHaveLength(1));
    expect((api.calls('PATCH', `/vouchers/${ID}`)[0]!.body as { data: { maxUses: number } }).data.maxUses).toBe(9);
    expect(await screen.findByText('2 of 9')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Booking 0b6f2d1e-2222-4a7c-8e1f-00000000dddd' })).toBeTruthy();
    expect(screen.getByText('CONFIRMED')).toBeTruthy();
  });
});

describe('a voucher by name', () => {
  const WORKSHOP = '5c1e0a52-1111-4c3b-9c0d-000000000009';
  const SCHEDULE = '5c1e0a52-1111-4c3b-9c0d-00000000000a';

  /** Opens an antd Select by its label and, when given, types into its search. */
  async function openSelect(label: RegExp, typed?: string) {
    const input = await screen.findByLabelText(label);
    fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector')!);
    if (typed !== undefined) fireEvent.change(input, { target: { value: typed } });
  }
  const option = async (title: string) =>
    (await screen.findAllByTitle(title)).find((el) => el.classList.contains('ant-select-item-option'))!;

  it('picks the workshop from a search of the workshops by title and sends its id', async () => {
    const api = stubApi((r) => {
      if (r.method === 'GET' && r.path === '/workshops')
        return list(
          (r.query.get('search') ?? '') === 'feed'
            ? [{ id: WORKSHOP, title: 'Feedback That Lands' }]
            : [{ id: WORKSHOP, title: 'Feedback That Lands' }, { id: ID, title: 'Storytelling Lab' }],
        );
      if (r.method === 'GET' && r.path === `/workshops/${WORKSHOP}`) return one({ id: WORKSHOP, title: 'Feedback That Lands' });
      if (r.method === 'POST' && r.path === '/vouchers') return one(voucher({ code: 'FEED', modelType: 'workshop', modelId: WORKSHOP }), 201);
      return undefined;
    });
    mount('/vouchers/create', '/vouchers/create', <CreateVoucherPage />);
    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'feed' } });
    fireEvent.change(screen.getByLabelText(/^Percentage off/), { target: { value: '10' } });
    await openSelect(/^Applies to/);
    fireEvent.click(await option('One workshop'));
    await openSelect(/^Workshop/, 'feed');
    await waitFor(() => expect(api.calls('GET', '/workshops').some((c) => c.query.get('search') === 'feed')).toBe(true));
    const search = api.calls('GET', '/workshops').find((c) => c.query.get('search') === 'feed')!;
    expect(search.query.get('perPage')).toBe('20');
    fireEvent.click(await option('Feedback That Lands'));
    fireEvent.click(screen.getByRole('button', { name: 'Create voucher' }));
    await waitFor(() => expect(api.calls('POST', '/vouchers')).toHaveLength(1));
    expect(api.calls('POST', '/vouchers')[0]!.body).toMatchObject({ code: 'FEED', modelType: 'workshop', modelId: WORKSHOP });
  });

  it('shows the scope by title and who used the voucher, when, in which booking and for how much', async () => {
    const BOOKING = '0b6f2d1e-2222-4a7c-8e1f-00000000dddd';
    stubApi((r) => {
      if (r.method === 'GET' && r.path === `/vouchers/${ID}`) return one(voucher({ modelType: 'workshop-schedule', modelId: SCHEDULE }));
      if (r.method === 'GET' && r.path === `/workshop-schedules/${SCHEDULE}`)
        return one({ id: SCHEDULE, startDate: '2027-03-12T09:00:00.000Z', timezone: 'Europe/Berlin', workshop: { title: 'Feedback That Lands' } });
      if (r.method === 'GET' && r.path === `/vouchers/${ID}/redemptions`)
        return one([
          {
            id: 'r1',
            bookingId: BOOKING,
            userId: 'a5d3c9e0-3333-4b1a-9f00-000000000001',
            status: 'CONFIRMED',
            discount: 9,
            currency: 'EUR',
            booker: { id: 'a5d3c9e0-3333-4b1a-9f00-000000000001', username: 'ada', email: 'ada@example.com' },
            createdAt: '2027-03-02T09:00:00.000Z',
            updatedAt: '2027-03-02T09:00:00.000Z',
          },
        ]);
      return undefined;
    });
    mount(`/vouchers/${ID}`, '/vouchers/:id', <VoucherDetailPage />);
    const applies = (await screen.findByText('Applies to')).closest('tr')!;
    await waitFor(() => expect(applies.textContent).toBe('Applies toSchedule Feedback That Lands · 12 Mar 2027, 10:00 (Europe/Berlin)'));
    const row = (await screen.findByText('ada')).closest('tr')!;
    expect(within(row).getByText('ada@example.com')).toBeTruthy();
    expect(within(row).getByText('2 Mar 2027, 09:00', { exact: false })).toBeTruthy();
    expect(within(row).getByRole('link', { name: `Booking ${BOOKING}` }).getAttribute('href')).toBe(`/bookings/${BOOKING}`);
    expect(within(row).getByText('€9.00')).toBeTruthy();
  });
});
