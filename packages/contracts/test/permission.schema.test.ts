import { createPermissionSchema, updatePermissionSchema } from '../src';
import { chars, expectInvalid, expectValid } from './helpers';

describe('createPermissionSchema', () => {
  it('requires a name', () => {
    expect(expectInvalid(createPermissionSchema, { description: 'x' })).toEqual({
      name: ['Permission name is required'],
    });
  });

  it('accepts a name with an optional description', () => {
    expect(expectValid(createPermissionSchema, { name: ' users.view ' })).toEqual({ name: 'users.view' });
    expect(expectValid(createPermissionSchema, { name: 'users.view', description: null })).toEqual({
      name: 'users.view',
      description: null,
    });
  });

  it('limits name and description to 255 characters', () => {
    expect(expectValid(createPermissionSchema, { name: chars(255), description: chars(255) })).toBeTruthy();
    expect(expectInvalid(createPermissionSchema, { name: chars(256), description: chars(256) })).toEqual({
      name: ['Permission name must be at most 255 characters'],
      description: ['Description must be at most 255 characters'],
    });
  });
});

describe('updatePermissionSchema', () => {
  it('accepts a partial body but not a blank name', () => {
    expect(expectValid(updatePermissionSchema, { description: 'Read users' })).toEqual({
      description: 'Read users',
    });
    expect(expectInvalid(updatePermissionSchema, { name: '' })).toEqual({
      name: ['Permission name is required'],
    });
  });
});
