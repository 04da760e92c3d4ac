import { createRoleSchema, updateRoleSchema } from '../src';
import { chars, expectInvalid, expectValid, messagesAt } from './helpers';

describe('createRoleSchema', () => {
  it('requires a name', () => {
    expect(expectInvalid(createRoleSchema, {})).toEqual({ name: ['Role name is required'] });
  });

  it('accepts name, description and permission names, defaulting permissions to none', () => {
    expect(expectValid(createRoleSchema, { name: 'editor' })).toEqual({ name: 'editor', permissions: [] });
    expect(
      expectValid(createRoleSchema, {
        name: 'editor',
        description: 'Edits',
        permissions: ['workshops.update'],
      }),
    ).toEqual({ name: 'editor', description: 'Edits', permissions: ['workshops.update'] });
  });

  it('limits name and description to 255 characters', () => {
    expect(expectInvalid(createRoleSchema, { name: chars(256), description: chars(256) })).toEqual({
      name: ['Role name must be at most 255 characters'],
      description: ['Description must be at most 255 characters'],
    });
    expect(messagesAt(createRoleSchema, { name: chars(255), description: chars(255) }, 'name')).toEqual([]);
  });

  it('rejects blank permission names and a permissions value that is not a list', () => {
    expect(messagesAt(createRoleSchema, { name: 'x', permissions: ['a', ''] }, 'permissions.1')).toEqual([
      'Permission names cannot be empty',
    ]);
    expect(messagesAt(createRoleSchema, { name: 'x', permissions: 'all' }, 'permissions')).toEqual([
      'Permissions must be a list of permission names',
    ]);
  });
});

describe('updateRoleSchema', () => {
  it('accepts a partial body', () => {
    expect(expectValid(updateRoleSchema, { permissions: ['users.view'] })).toEqual({
      permissions: ['users.view'],
    });
  });

  it('does not let the name be blanked', () => {
    expect(expectInvalid(updateRoleSchema, { name: ' ' })).toEqual({ name: ['Role name is required'] });
  });
});
