import { bootCatalogue, type Catalogue } from './support/catalogue';

let c: Catalogue;
beforeAll(async () => {
  c = await bootCatalogue();
});
afterAll(async () => {
  await c.close();
});

describe('GET /v1/workshop-schedules/coaches', () => {
  it('lists the users holding the coach role, by username, for the schedule form', async () => {
    const res = await c.admin.get('/v1/workshop-schedules/coaches?search=coa');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ id: c.coachId, username: expect.any(String) }]);
    expect(res.body.meta.total).toBe(1);
    const all = await c.admin.get('/v1/workshop-schedules/coaches');
    expect(all.body.data.map((u: { id: string }) => u.id)).not.toContain(c.bookerId);
  });

  it('is closed to coaches, who only schedule themselves, to bookers and to guests', async () => {
    expect((await c.coach.get('/v1/workshop-schedules/coaches')).status).toBe(403);
    expect((await c.booker.get('/v1/workshop-schedules/coaches')).status).toBe(403);
    expect((await c.guest.get('/v1/workshop-schedules/coaches')).status).toBe(401);
  });
});
