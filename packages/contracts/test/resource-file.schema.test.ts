import { RESOURCE_FILE_ACCEPT, RESOURCE_FILE_MAX_SIZE_BYTES, resourceFileSchema } from '../src';
import { expectInvalid, expectValid, messagesAt } from './helpers';

const file = { size: 2048, name: 'handout.pdf' };
const TYPES = 'Only images, PDF, Office, OpenDocument and text files are accepted';

describe('resourceFileSchema', () => {
  it.each([
    'handout.pdf',
    'notes.DOCX',
    'sheet.xlsx',
    'deck.pptx',
    'a.odt',
    'a.ods',
    'a.odp',
    'agenda.txt',
    'seats.csv',
    'README.md',
    'map.jpg',
    'map.webp',
  ])('accepts %s', (name) => {
    expect(expectValid(resourceFileSchema, { ...file, name })).toEqual({ ...file, name });
  });

  it.each(['setup.exe', 'archive.zip', 'page.html', 'drawing.svg', 'old.doc', 'pdf', 'noextension'])(
    'rejects the name %j',
    (name) => {
      expect(messagesAt(resourceFileSchema, { ...file, name }, 'name')).toEqual([TYPES]);
    },
  );

  it('accepts 25 MB and rejects one byte more, and an empty file', () => {
    expect(RESOURCE_FILE_MAX_SIZE_BYTES).toBe(25 * 1024 * 1024);
    expect(messagesAt(resourceFileSchema, { ...file, size: RESOURCE_FILE_MAX_SIZE_BYTES }, 'size')).toEqual(
      [],
    );
    expect(
      messagesAt(resourceFileSchema, { ...file, size: RESOURCE_FILE_MAX_SIZE_BYTES + 1 }, 'size'),
    ).toEqual(['The file must be at most 25 MB']);
    expect(messagesAt(resourceFileSchema, { ...file, size: 0 }, 'size')).toEqual(['The file is empty']);
  });

  it('requires a name and a size', () => {
    expect(expectInvalid(resourceFileSchema, {})).toEqual({
      size: ['File size is required'],
      name: ['File name is required'],
    });
  });

  it('offers the accepted extensions to a file picker', () => {
    expect(RESOURCE_FILE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.docx', '.md', '.png']));
    expect(RESOURCE_FILE_ACCEPT).not.toContain('.svg');
  });
});
