// Files the server would refuse are refused before they are sent, in the server's words.
import { AVATAR_TOO_LARGE, AVATAR_TYPE, RESOURCE_FILE_TYPE } from '@coachwork/contracts';
import { uploadProblem } from '../src/upload-check';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('uploadProblem', () => {
  it('lets an avatar image through', () => {
    expect(uploadProblem(file('me.png', 'image/png'), 'avatar')).toBeNull();
    expect(uploadProblem(file('me.JPG', 'image/jpeg'), 'avatar')).toBeNull();
  });

  it('refuses an avatar of another type, by its type or by its name', () => {
    expect(uploadProblem(file('me.gif', 'image/gif'), 'avatar')).toBe(AVATAR_TYPE);
    expect(uploadProblem(file('notes.pdf', 'application/pdf'), 'avatar')).toBe(AVATAR_TYPE);
    expect(uploadProblem(file('me.png.exe', 'image/png'), 'avatar')).toBe(AVATAR_TYPE);
    expect(uploadProblem(file('me.png', 'image/png', 6 * 1024 * 1024), 'avatar')).toBe(AVATAR_TOO_LARGE);
  });

  it('lets resource documents through and refuses other files', () => {
    expect(uploadProblem(file('deck.pptx', ''), 'resource')).toBeNull();
    expect(uploadProblem(file('setup.exe', 'application/octet-stream'), 'resource')).toBe(RESOURCE_FILE_TYPE);
    expect(uploadProblem(file('old.doc', 'application/msword'), 'resource')).toBe(RESOURCE_FILE_TYPE);
  });
});
