import { AVATAR_MAX_SIZE_BYTES, avatarFileSchema } from '../src';
import { expectInvalid, expectValid, messagesAt } from './helpers';

const file = { mimeType: 'image/png', size: 1024, name: 'me.png' };
const ONLY_IMAGES = 'Only png, jpeg, jpg and webp images are accepted';

describe('avatarFileSchema', () => {
  it.each([
    ['image/png', 'me.png'],
    ['image/jpeg', 'me.jpeg'],
    ['image/jpeg', 'me.JPG'],
    ['image/webp', 'me.webp'],
  ])('accepts %s named %s', (mimeType, name) => {
    expect(expectValid(avatarFileSchema, { ...file, mimeType, name })).toEqual({ ...file, mimeType, name });
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])('rejects the type %j', (mimeType) => {
    expect(messagesAt(avatarFileSchema, { ...file, mimeType }, 'mimeType')).toEqual([ONLY_IMAGES]);
  });

  it.each(['me.gif', 'me.svg', 'me', 'png'])('rejects the name %j', (name) => {
    expect(messagesAt(avatarFileSchema, { ...file, name }, 'name')).toEqual([ONLY_IMAGES]);
  });

  it('accepts the size limit and rejects one byte more', () => {
    expect(messagesAt(avatarFileSchema, { ...file, size: AVATAR_MAX_SIZE_BYTES }, 'size')).toEqual([]);
    expect(messagesAt(avatarFileSchema, { ...file, size: AVATAR_MAX_SIZE_BYTES + 1 }, 'size')).toEqual([
      'Avatar must be at most 5 MB',
    ]);
    expect(AVATAR_MAX_SIZE_BYTES).toBe(5 * 1024 * 1024);
  });

  it('rejects an empty file', () => {
    expect(messagesAt(avatarFileSchema, { ...file, size: 0 }, 'size')).toEqual(['The image is empty']);
  });

  it('requires all three fields', () => {
    expect(expectInvalid(avatarFileSchema, {})).toEqual({
      mimeType: [ONLY_IMAGES],
      size: ['File size is required'],
      name: ['File name is required'],
    });
  });
});
