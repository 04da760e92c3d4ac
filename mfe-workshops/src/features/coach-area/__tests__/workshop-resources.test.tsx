// A workshop's resources under /c against a stubbed /v1 (issue 31): the coach adds a link (the schema's
// rules first), uploads a file, edits, hides, reorders with Move up / Move down and with the keyboard on
// the grip, and deletes after confirming.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkshopResource } from '../../workshops/api';
import { WorkshopResources } from '../components/workshop-resources';
import { list, one, renderLight, stubApi, type Reply, type Seen } from './coach-harness';
import { stackRowBoxes } from '@coachwork/test-support/dom';

jest.setTimeout(30_000);

// jsdom lays nothing out; dnd-kit's keyboard sensor moves between rows by their boxes.
let unstack: () => void;
beforeAll(() => {
  unstack = stackRowBoxes('li', 40);
});
afterAll(() => unstack());
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** What dnd-kit's live region says now. */
const spoken = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent;

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

const WORKSHOP = 'c0ffee00-4444-4d2e-8a00-000000000001';
const BASE = `/workshops/${WORKSHOP}/resources`;
const resource = (id: string, title: string, over: Partial<WorkshopResource> = {}): WorkshopResource => ({
  id,
  workshopId: WORKSHOP,
  title,
  description: null,
  type: 'link',
  url: `https://example.com/${id}`,
  filePath: null,
  fileSize: null,
  fileType: null,
  sortOrder: 0,
  isVisible: true,
  isBroadcast: false,
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  deletedAt: null,
  ...over,
});
const A = 'a0000000-0000-4000-8000-000000000001';
const B = 'b0000000-0000-4000-8000-000000000002';

function mount(rows: WorkshopResource[], extra?: (r: Seen) => Reply | undefined) {
  let current = rows;
  const api = stubApi((r) => {
    const more = extra?.(r);
    if (more) return more;
    if (r.method === 'GET' && r.path === BASE) return list(current);
    if (r.method === 'POST' && r.path === `${BASE}/reorder`) {
      const ids = (r.body as { ids: string[] }).ids;
      current = ids.map((id) => current.find((x) => x.id === id)!);
      return list(current);
    }
    if (r.method === 'POST' && r.path === BASE) {
      const made = resource(
        'c0000000-0000-4000-8000-000000000003',
        'new',
        r.body as Partial<WorkshopResource>,
      );
      current = [...current, made];
      return one(made, 201);
    }
    if (r.method === 'PATCH' && r.path.startsWith(`${BASE}/`)) {
      const id = r.path.split('/').pop()!;
      current = current.map((x) => (x.id === id ? { ...x, ...(r.body as object) } : x));
      return one(current.find((x) => x.id === id));
    }
    if (r.method === 'DELETE' && r.path.startsWith(`${BASE}/`)) {
      const id = r.path.split('/').pop()!;
      const gone = current.find((x) => x.id === id);
      current = current.filter((x) => x.id !== id);
      return one(gone);
    }
    return undefined;
  });
  const view = renderLight(<WorkshopResources id={WORKSHOP} title="Storytelling Lab" />);
  cleanup = () => {
    api.detach();
    view.cleanup();
  };
  return api;
}

describe('the coach area’s resources of a workshop', () => {
  it('adds a link after the schema’s rules, and says it was added', async () => {
    const api = mount([]);
    await screen.findByText('No resources for this workshop yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a resource to Storytelling Lab' }));
    const form = screen.getByRole('form', { name: 'New resource for Storytelling Lab' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add resource' }));
    expect(await within(form).findByText('Title is required')).toBeTruthy();
    expect(within(form).getByText('URL is required for links and videos')).toBeTruthy();
    expect(api.calls('POST', BASE)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Slides' } });
    fireEvent.change(within(form).getByLabelText('URL'), { target: { value: 'https://example.com/slides' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add resource' }));
    await waitFor(() => expect(api.calls('POST', BASE)).toHaveLength(1));
    expect(api.calls('POST', BASE)[0]!.body).toMatchObject({
      title: 'Slides',
      type: 'link',
      url: 'https://example.com/slides',
      isVisible: true,
      description: null,
    });
    expect(await screen.findByText('Slides')).toBeTruthy();
    expect(api.toasts).toContain('Resource added');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('uploads a file with purpose=resource and points the new resource at it', async () => {
    const api = mount([], (r) =>
      r.method === 'POST' && r.path === '/files/upload-temp'
        ? one(
            {
              id: 'f1',
              url: '/v1/files/0f0f0f0f-0000-4000-8000-000000000009',
              name: 'workbook.pdf',
              size: 2048,
              mimeType: 'application/pdf',
            },
            201,
          )
        : undefined,
    );
    await screen.findByText('No resources for this workshop yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add a resource to Storytelling Lab' }));
    const form = screen.getByRole('form', { name: 'New resource for Storytelling Lab' });
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'file' } });
    const file = new File(['%PDF-1.4'], 'workbook.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByLabelText('Upload a file'), { target: { files: [file] } });
    expect(await within(form).findByText('workbook.pdf uploaded')).toBeTruthy();
    const upload = api.seen.find((s) => s.path === '/files/upload-temp')!;
    expect(upload.query.get('purpose')).toBe('resource');
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('workbook');
    fireEvent.click(within(form).getByRole('button', { name: 'Add resource' }));
    await waitFor(() => expect(api.calls('POST', BASE)).toHaveLength(1));
    expect(api.calls('POST', BASE)[0]!.body).toMatchObject({
      type: 'file',
      title: 'workbook',
      filePath: '/v1/files/0f0f0f0f-0000-4000-8000-000000000009',
      fileSize: 2048,
      fileType: 'application/pdf',
    });
  });

  it('edits, hides and shows a resource', async () => {
    const api = mount([resource(A, 'Slides')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Slides' }));
    const form = screen.getByRole('form', { name: 'Edit Slides' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Deck' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `${BASE}/${A}`)).toHaveLength(1));
    expect(api.calls('PATCH', `${BASE}/${A}`)[0]!.body).toMatchObject({ title: 'Deck' });

    fireEvent.click(await screen.findByRole('button', { name: 'Hide: Deck' }));
    await waitFor(() => expect(api.calls('PATCH', `${BASE}/${A}`)).toHaveLength(2));
    expect(api.calls('PATCH', `${BASE}/${A}`)[1]!.body).toEqual({ isVisible: false });
    expect(await screen.findByText('hidden from bookers')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show: Deck' }));
    await waitFor(() => expect(api.calls('PATCH', `${BASE}/${A}`)[2]?.body).toEqual({ isVisible: true }));
  });

  it('reorders with Move down and Move up, sending the new order', async () => {
    const api = mount([resource(A, 'Slides'), resource(B, 'Recording', { type: 'video' })]);
    const up = await screen.findByRole('button', { name: 'Move up: Slides' });
    expect((up as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Slides' }));
    await waitFor(() => expect(api.calls('POST', `${BASE}/reorder`)).toHaveLength(1));
    expect(api.calls('POST', `${BASE}/reorder`)[0]!.body).toEqual({ ids: [B, A] });
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('Recording'));
    expect(screen.getByText('Slides moved to position 2 of 2.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Slides' }));
    await waitFor(() => expect(api.calls('POST', `${BASE}/reorder`)[1]?.body).toEqual({ ids: [A, B] }));
  });

  it('reorders by keyboard on the grip (Space, ArrowDown, Space)', async () => {
    const api = mount([resource(A, 'Slides'), resource(B, 'Recording', { type: 'video' })]);
    const grip = await screen.findByRole('button', { name: 'Drag to reorder Slides' });
    grip.focus();
    fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
    await tick();
    // A screen reader hears the title and positions, not the resources' ids (dnd-kit's live region).
    expect(spoken()).toBe('Picked up Slides, position 1.');
    fireEvent.keyDown(grip, { code: 'ArrowDown', key: 'ArrowDown' });
    await tick();
    expect(spoken()).toBe('Slides is over position 2.');
    fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
    await waitFor(() => expect(api.calls('POST', `${BASE}/reorder`)).toHaveLength(1));
    expect(api.calls('POST', `${BASE}/reorder`)[0]!.body).toEqual({ ids: [B, A] });
    expect(spoken()).toBe('Slides was dropped at position 2.');
  });

  it('deletes only after the dialog is confirmed', async () => {
    const api = mount([resource(A, 'Slides')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Slides' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete “Slides”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls('DELETE', `${BASE}/${A}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Slides' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete “Slides”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE', `${BASE}/${A}`)).toHaveLength(1));
    expect(await screen.findByText('No resources for this workshop yet.')).toBeTruthy();
    expect(api.toasts).toContain('Resource deleted');
  });
});
