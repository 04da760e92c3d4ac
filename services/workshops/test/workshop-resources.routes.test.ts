import { bootCatalogue, type Catalogue } from './support/catalogue';

let c: Catalogue;
let workshopId: string;
let base: string;
beforeAll(async () => {
  c = await bootCatalogue();
  workshopId = (await c.workshop({ title: 'Resourceful workshop' })).id;
  base = `/v1/workshops/${workshopId}/resources`;
});
afterAll(async () => {
  await c.close();
});

describe('POST /v1/workshops/{id}/resources', () => {
  it("answers 'URL is required for links and videos' for a link or video without url", async () => {
    for (const type of ['link', 'video']) {
      const res = await c.admin.post(base, { title: 'No url', type });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ url: ['URL is required for links and videos'] });
    }
  });

  it("answers 'file path is required for files and documents' for a file or document without a path", async () => {
    for (const type of ['file', 'document']) {
      const res = await c.admin.post(base, { title: 'No path', type, filePath: '' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ filePath: ['file path is required for files and documents'] });
    }
  });

  it('takes a file path only as an upload of ours or an http(s) URL, and stores nothing else', async () => {
    const before = (await c.admin.get(base)).body.meta.total;
    for (const filePath of [
      'javascript:alert(document.cookie)',
      'data:text/html,x',
      '/etc/passwd',
      '//evil.test/f',
    ]) {
      const res = await c.admin.post(base, { title: 'Sneaky', type: 'file', filePath });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        filePath: ['File path must be an uploaded file (/v1/files/…) or an http(s) URL'],
      });
    }
    expect((await c.admin.get(base)).body.meta.total).toBe(before);
    const made = (
      await c.admin.post(base, { title: 'Fine', type: 'file', filePath: 'https://cdn.example.com/f.pdf' })
    ).body.data;
    const changed = await c.admin.patch(`${base}/${made.id}`, { filePath: 'javascript:alert(1)' });
    expect(changed.status).toBe(422);
    expect((await c.admin.get(`${base}/${made.id}`)).body.data.filePath).toBe(
      'https://cdn.example.com/f.pdf',
    );
    await c.admin.delete(`${base}/${made.id}`);
  });

  it('checks title, description, url, file type, sort order and type bounds', async () => {
    const res = await c.admin.post(base, {
      title: '',
      description: 'd'.repeat(1001),
      type: 'podcast',
      url: `https://example.com/${'a'.repeat(500)}`,
      fileType: 't'.repeat(101),
      sortOrder: -1,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ['Title is required'],
      description: ['Description must be at most 1000 characters'],
      type: ['Please select a valid resource type'],
      url: ['URL must be at most 500 characters'],
      fileType: ['File type must be at most 100 characters'],
      sortOrder: ['Sort order must be at least 0'],
    });
    expect((await c.admin.get(base)).body.meta.total).toBe(0);
  });

  it('refuses a file size or sort order past what the database holds with a 422, not a 500', async () => {
    const res = await c.admin.post(base, {
      title: 'Slides',
      type: 'bundle',
      fileSize: 99_999_999_999_999,
      sortOrder: 2_147_483_648,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      fileSize: ['File size must be at most 2147483647'],
      sortOrder: ['Sort order must be at most 2147483647'],
    });
    expect((await c.admin.get(base)).body.meta.total).toBe(0);
  });

  it('creates each type, appending to the end unless a sort order is given', async () => {
    const made = [];
    for (const body of [
      {
        title: 'Workbook',
        type: 'file',
        filePath: 'https://cdn.example.com/workbook.pdf',
        fileSize: 2048,
        fileType: 'application/pdf',
      },
      { title: 'Recording', type: 'video', url: 'https://videos.example.com/1' },
      { title: 'Reading list', type: 'link', url: 'https://example.com/reading' },
      { title: 'Contract', type: 'document', filePath: '/v1/files/0b9e4d1c-2f7a-4c1e-9a57-3d8e2b6f4a10' },
      { title: 'Assistant', type: 'agent' },
      { title: 'Starter kit', type: 'bundle', isVisible: false, isBroadcast: true },
    ]) {
      const res = await c.admin.post(base, body);
      expect(res.status).toBe(201);
      made.push(res.body.data);
    }
    expect(made.map((r) => r.sortOrder)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(made[5]).toMatchObject({ isVisible: false, isBroadcast: true });
    expect(made[0]).toMatchObject({ isVisible: true, isBroadcast: false, fileSize: 2048 });
    const list = await c.admin.get(`${base}?filter[type]=link,video`);
    expect(list.body.data.map((r: { title: string }) => r.title)).toEqual(['Recording', 'Reading list']);
  });
});

describe('PATCH, reorder, delete and restore', () => {
  it('checks the type rules against the stored resource on a partial update', async () => {
    const agent = (await c.admin.post(base, { title: 'Becomes a link', type: 'agent' })).body.data;
    const res = await c.admin.patch(`${base}/${agent.id}`, { type: 'link' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ url: ['URL is required for links and videos'] });
    const link = (await c.admin.post(base, { title: 'A link', type: 'link', url: 'https://example.com' }))
      .body.data;
    const cleared = await c.admin.patch(`${base}/${link.id}`, { url: null });
    expect(cleared.body.errors).toEqual({ url: ['URL is required for links and videos'] });
    const ok = await c.admin.patch(`${base}/${link.id}`, { isVisible: false, title: 'Renamed link' });
    expect(ok.body.data).toMatchObject({
      isVisible: false,
      title: 'Renamed link',
      url: 'https://example.com',
    });
  });

  it('reorders resources by the given ids', async () => {
    const w = await c.workshop();
    const b = `/v1/workshops/${w.id}/resources`;
    const one = (await c.admin.post(b, { title: 'One', type: 'agent' })).body.data;
    const two = (await c.admin.post(b, { title: 'Two', type: 'agent' })).body.data;
    const three = (await c.admin.post(b, { title: 'Three', type: 'agent' })).body.data;
    const res = await c.admin.post(`${b}/reorder`, { ids: [three.id, one.id, two.id] });
    expect(res.status).toBe(200);
    const list = await c.admin.get(b);
    expect(list.body.data.map((r: { title: string }) => r.title)).toEqual(['Three', 'One', 'Two']);

    const foreign = (await c.admin.post(base, { title: 'Elsewhere', type: 'agent' })).body.data;
    const bad = await c.admin.post(`${b}/reorder`, { ids: [one.id, foreign.id, one.id] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ ids: ['Each resource may appear only once'] });
    const notHere = await c.admin.post(`${b}/reorder`, { ids: [one.id, foreign.id] });
    expect(notHere.body.errors).toEqual({ 'ids.1': ['This resource does not belong to the workshop'] });
    expect((await c.admin.post(`${b}/reorder`, {})).body.errors).toEqual({
      ids: ['Resource ids are required'],
    });
    expect((await c.coach.post(`${b}/reorder`, { ids: [one.id] })).status).toBe(403);

    const history = await c.admin.get(`/v1/workshops/${w.id}/history?filter[action]=reordered`);
    expect(history.body.data[0].changes).toEqual({
      [`${three.id}.sortOrder`]: { from: 2, to: 0 },
      [`${one.id}.sortOrder`]: { from: 0, to: 1 },
      [`${two.id}.sortOrder`]: { from: 1, to: 2 },
    });
  });

  it('soft-deletes and restores a resource', async () => {
    const r = (await c.admin.post(base, { title: 'Trashable', type: 'agent' })).body.data;
    expect((await c.admin.delete(`${base}/${r.id}`)).status).toBe(200);
    expect((await c.admin.get(`${base}?search=Trashable`)).body.meta.total).toBe(0);
    expect((await c.admin.get(`${base}?search=Trashable&trashed=only`)).body.meta.total).toBe(1);
    expect((await c.admin.patch(`${base}/${r.id}`, { title: 'x' })).status).toBe(404);
    expect((await c.admin.post(`${base}/${r.id}/restore`)).status).toBe(200);
    expect((await c.admin.get(`${base}/${r.id}`)).body.data.deletedAt).toBeNull();
    // A resource is reached only through its own workshop.
    const other = await c.workshop();
    expect((await c.admin.get(`/v1/workshops/${other.id}/resources/${r.id}`)).status).toBe(404);
  });
});

describe('who may see and change resources', () => {
  it('lets a coach see the resources of workshops they are assigned to (by being scheduled there), and only those', async () => {
    const taught = await c.workshop();
    await c.admin.post(`/v1/workshops/${taught.id}/resources`, { title: 'For the coach', type: 'agent' });
    expect((await c.coach.get(`/v1/workshops/${taught.id}/resources`)).status).toBe(403);
    await c.schedule({ workshopId: taught.id });
    const res = await c.coach.get(`/v1/workshops/${taught.id}/resources`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { title: string }) => r.title)).toEqual(['For the coach']);
    expect((await c.coach.get(base)).status).toBe(403);
  });

  it('lets the assigned coach add, change, hide, reorder, delete and restore resources (issue 31)', async () => {
    const w = await c.workshop({ coachIds: [c.coachId] });
    const at = `/v1/workshops/${w.id}/resources`;
    const made = await c.coach.post(at, { title: 'Slides', type: 'link', url: 'https://example.com/s' });
    expect(made.status).toBe(201);
    const second = (
      await c.coach.post(at, { title: 'Recording', type: 'video', url: 'https://example.com/v' })
    ).body.data;
    const id = made.body.data.id as string;
    expect((await c.coach.patch(`${at}/${id}`, { title: 'Deck', isVisible: false })).body.data).toMatchObject(
      {
        title: 'Deck',
        isVisible: false,
      },
    );
    expect((await c.coach.put(`${at}/${id}`, { isVisible: true })).status).toBe(200);
    const reordered = await c.coach.post(`${at}/reorder`, { ids: [second.id, id] });
    expect(reordered.status).toBe(200);
    expect((await c.coach.get(at)).body.data.map((r: { title: string }) => r.title)).toEqual([
      'Recording',
      'Deck',
    ]);
    expect((await c.coach.delete(`${at}/${id}`)).status).toBe(200);
    expect((await c.coach.post(`${at}/${id}/restore`)).status).toBe(200);
    // Its changes are the coach's in the workshop's history.
    const history = await c.admin.get(
      `/v1/workshops/${w.id}/history?filter[subject]=resource&filter[actorId]=${c.coachId}`,
    );
    expect(history.body.meta.total).toBeGreaterThanOrEqual(6);
  });

  it('answers 403 to a coach on every resource route of a workshop assigned to another coach, changing nothing', async () => {
    // A second coach, in the read model only, as identity's roles-changed event would make one.
    await c.sql(`update workshops.coach_directory set is_coach = true where id = $1`, [c.adminId]);
    const w = await c.workshop({ coachIds: [c.adminId] });
    const at = `/v1/workshops/${w.id}/resources`;
    const r = (await c.admin.post(at, { title: 'Theirs', type: 'agent' })).body.data;
    const trashed = (await c.admin.post(at, { title: 'Trashed', type: 'agent' })).body.data;
    await c.admin.delete(`${at}/${trashed.id}`);
    const statuses = await Promise.all([
      c.coach.get(at),
      c.coach.post(at, { title: 'x', type: 'agent' }),
      c.coach.post(at, { title: '' }), // refused before its body is looked at
      c.coach.patch(`${at}/${r.id}`, { title: 'x' }),
      c.coach.put(`${at}/${r.id}`, { isVisible: false }),
      c.coach.delete(`${at}/${r.id}`),
      c.coach.post(`${at}/${trashed.id}/restore`),
      c.coach.post(`${at}/reorder`, { ids: [r.id] }),
    ]);
    expect(statuses.map((x) => x.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    const after = (await c.admin.get(at)).body.data;
    expect(after.map((x: { title: string; isVisible: boolean }) => [x.title, x.isVisible])).toEqual([
      ['Theirs', true],
    ]);
  });

  it('answers 401 to a guest and 403 to a booker on every resource route', async () => {
    const r = (await c.admin.post(base, { title: 'Guarded', type: 'agent' })).body.data;
    const calls = (b: typeof c.guest) => [
      b.get(base),
      b.get(`${base}/${r.id}`),
      b.post(base, { title: 'x', type: 'agent' }),
      b.patch(`${base}/${r.id}`, { title: 'x' }),
      b.delete(`${base}/${r.id}`),
      b.post(`${base}/${r.id}/restore`),
      b.post(`${base}/reorder`, { ids: [r.id] }),
    ];
    expect((await Promise.all(calls(c.guest))).map((x) => x.status)).toEqual([
      401, 401, 401, 401, 401, 401, 401,
    ]);
    expect((await Promise.all(calls(c.booker))).map((x) => x.status)).toEqual([
      403, 403, 403, 403, 403, 403, 403,
    ]);
  });

  it('answers 404 for a workshop that does not exist', async () => {
    const res = await c.admin.get('/v1/workshops/00000000-0000-4000-8000-000000000000/resources');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Workshop not found.' });
  });
});
