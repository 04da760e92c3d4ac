import {
  createWorkshopResourceSchema,
  reorderWorkshopResourcesSchema,
  updateWorkshopResourceSchema,
} from '../src';
import { UUID, UUID_2, chars, expectInvalid, expectValid, messagesAt } from './helpers';

const link = { title: 'Slides', type: 'link', url: 'https://example.com/slides' };
const file = { title: 'Workbook', type: 'file', filePath: `/v1/files/${UUID}` };
/** An http(s) URL of exactly n characters (the file path's limit is counted on it). */
const longPath = (n: number) => `https://example.com/${'f'.repeat(n - 'https://example.com/'.length)}`;
const url = (n: number) => `https://example.com/${chars(n - 'https://example.com/'.length)}`;

describe('createWorkshopResourceSchema', () => {
  it('accepts a link and a file', () => {
    expect(expectValid(createWorkshopResourceSchema, link)).toEqual(link);
    expect(expectValid(createWorkshopResourceSchema, file)).toEqual(file);
  });

  it('accepts every field', () => {
    const full = {
      ...file,
      description: 'Print it.',
      url: null,
      fileSize: 0,
      fileType: 'application/pdf',
      sortOrder: 0,
      isVisible: true,
      isBroadcast: false,
    };
    expect(expectValid(createWorkshopResourceSchema, full)).toEqual(full);
  });

  it('requires title and type', () => {
    expect(expectInvalid(createWorkshopResourceSchema, {})).toEqual({
      title: ['Title is required'],
      type: ['Type is required'],
    });
  });

  it('accepts titles of 1 and 255 characters, rejects 256', () => {
    expect(messagesAt(createWorkshopResourceSchema, { ...link, title: 'x' }, 'title')).toEqual([]);
    expect(messagesAt(createWorkshopResourceSchema, { ...link, title: chars(255) }, 'title')).toEqual([]);
    expect(messagesAt(createWorkshopResourceSchema, { ...link, title: chars(256) }, 'title')).toEqual([
      'Title must be at most 255 characters',
    ]);
  });

  it('accepts the six resource types only', () => {
    for (const type of ['file', 'link', 'video', 'document', 'agent', 'bundle']) {
      expect(
        messagesAt(createWorkshopResourceSchema, { ...link, ...file, type, url: link.url }, 'type'),
      ).toEqual([]);
    }
    expect(messagesAt(createWorkshopResourceSchema, { ...link, type: 'LINK' }, 'type')).toEqual([
      'Please select a valid resource type',
    ]);
  });

  it.each(['link', 'video'])('requires a url for a %s', (type) => {
    expect(expectInvalid(createWorkshopResourceSchema, { title: 'x', type })).toEqual({
      url: ['URL is required for links and videos'],
    });
    expect(expectInvalid(createWorkshopResourceSchema, { title: 'x', type, url: '' })).toEqual({
      url: ['URL is required for links and videos'],
    });
  });

  it.each(['file', 'document'])('requires a file path for a %s', (type) => {
    expect(expectInvalid(createWorkshopResourceSchema, { title: 'x', type })).toEqual({
      filePath: ['file path is required for files and documents'],
    });
  });

  it.each(['agent', 'bundle'])('needs neither url nor file path for an %s', (type) => {
    expect(expectValid(createWorkshopResourceSchema, { title: 'x', type })).toEqual({ title: 'x', type });
  });

  it('accepts a url of 500 characters and rejects 501', () => {
    expect(messagesAt(createWorkshopResourceSchema, { ...link, url: url(500) }, 'url')).toEqual([]);
    expect(messagesAt(createWorkshopResourceSchema, { ...link, url: url(501) }, 'url')).toEqual([
      'URL must be at most 500 characters',
    ]);
  });

  it('rejects a url that is not one', () => {
    expect(messagesAt(createWorkshopResourceSchema, { ...link, url: 'slides' }, 'url')).toEqual([
      'Please enter a valid URL',
    ]);
  });

  it('limits description, file path and file type', () => {
    expect(
      expectValid(createWorkshopResourceSchema, {
        ...file,
        description: chars(1000),
        filePath: longPath(255),
        fileType: chars(100),
      }),
    ).toBeTruthy();
    expect(
      expectInvalid(createWorkshopResourceSchema, {
        ...file,
        description: chars(1001),
        filePath: longPath(256),
        fileType: chars(101),
      }),
    ).toEqual({
      description: ['Description must be at most 1000 characters'],
      filePath: ['File path must be at most 255 characters'],
      fileType: ['File type must be at most 100 characters'],
    });
  });

  it('takes a file path only as an upload of ours or an http(s) URL', () => {
    for (const filePath of [
      `/v1/files/${UUID}`,
      `/v1/files/${UUID.toUpperCase()}`,
      `https://coachwork.example/v1/files/${UUID}`,
      'https://cdn.example.com/workbook.pdf',
      'http://localhost:3000/v1/files/x',
    ])
      expect(messagesAt(createWorkshopResourceSchema, { ...file, filePath }, 'filePath')).toEqual([]);
    for (const filePath of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'workshops/1/workbook.pdf',
      '/v1/files/not-an-id',
      `/v1/files/${UUID}/../../admin`,
      `/v1/files/${UUID}?x=1`,
      '//evil.test/x',
      '/etc/passwd',
      'ftp://example.com/file.pdf',
    ])
      expect(messagesAt(createWorkshopResourceSchema, { ...file, filePath }, 'filePath')).toEqual([
        'File path must be an uploaded file (/v1/files/…) or an http(s) URL',
      ]);
    expect(messagesAt(updateWorkshopResourceSchema, { filePath: 'javascript:alert(1)' }, 'filePath')).toHaveLength(1);
  });

  it('needs whole, non-negative file size and sort order', () => {
    expect(expectInvalid(createWorkshopResourceSchema, { ...file, fileSize: -1, sortOrder: -1 })).toEqual({
      fileSize: ['File size must be at least 0'],
      sortOrder: ['Sort order must be at least 0'],
    });
    expect(
      expectInvalid(createWorkshopResourceSchema, { ...file, fileSize: 1.5, sortOrder: 'first' }),
    ).toEqual({
      fileSize: ['File size must be a whole number'],
      sortOrder: ['Sort order must be a number'],
    });
  });

  it('needs booleans for the flags', () => {
    expect(
      expectInvalid(createWorkshopResourceSchema, { ...file, isVisible: 'yes', isBroadcast: {} }),
    ).toEqual({
      isVisible: ['Visible must be true or false'],
      isBroadcast: ['Broadcast must be true or false'],
    });
  });
});

describe('updateWorkshopResourceSchema', () => {
  it('accepts a partial body without a type', () => {
    expect(expectValid(updateWorkshopResourceSchema, { isVisible: false })).toEqual({ isVisible: false });
    expect(expectValid(updateWorkshopResourceSchema, { url: null })).toEqual({ url: null });
  });

  it('requires the url or file path of a type it changes', () => {
    expect(expectInvalid(updateWorkshopResourceSchema, { type: 'video' })).toEqual({
      url: ['URL is required for links and videos'],
    });
    expect(expectInvalid(updateWorkshopResourceSchema, { type: 'document', filePath: '' })).toEqual({
      filePath: ['file path is required for files and documents'],
    });
  });

  it('does not let the title be blanked', () => {
    expect(expectInvalid(updateWorkshopResourceSchema, { title: '' })).toEqual({
      title: ['Title is required'],
    });
  });
});

describe('reorderWorkshopResourcesSchema', () => {
  it('needs a non-empty list of distinct ids', () => {
    expect(expectInvalid(reorderWorkshopResourcesSchema, {})).toEqual({ ids: ['Resource ids are required'] });
    expect(expectInvalid(reorderWorkshopResourcesSchema, { ids: [] })).toEqual({
      ids: ['Resource ids are required'],
    });
    expect(expectInvalid(reorderWorkshopResourcesSchema, { ids: [UUID, 'x', UUID] })).toEqual({
      'ids.1': ['Resource must be a valid ID'],
      ids: ['Each resource may appear only once'],
    });
    expect(expectValid(reorderWorkshopResourcesSchema, { ids: [UUID, UUID_2] })).toEqual({
      ids: [UUID, UUID_2],
    });
  });
});
