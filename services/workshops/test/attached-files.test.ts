import { ownFileId } from '../src/domain/attached-files';

describe('ownFileId', () => {
  const id = '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d';

  it('finds the upload id in the path upload-temp answers, or a full URL with that path', () => {
    expect(ownFileId(`/v1/files/${id}`)).toBe(id);
    expect(ownFileId(`/v1/files/${id.toUpperCase()}`)).toBe(id);
    expect(ownFileId(`https://coachwork.example/v1/files/${id}?w=640&dpr=2`)).toBe(id);
    expect(ownFileId(` http://localhost:3000/v1/files/${id} `)).toBe(id);
  });

  it('is null for anything else', () => {
    for (const path of [
      null,
      undefined,
      '',
      '/shared/handouts/day1.pdf',
      `/v1/files/${id}/original`,
      `/v1/users/${id}`,
      '/v1/files/not-a-uuid',
      `ftp://example.com/v1/files/${id}`,
      `javascript:/v1/files/${id}`,
    ]) {
      expect(ownFileId(path)).toBeNull();
    }
  });
});
