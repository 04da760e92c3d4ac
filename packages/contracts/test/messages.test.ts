import * as contracts from '../src';
import {
  USERNAME_HINT,
  maxLengthMessage,
  minLengthMessage,
  requiredMessage,
  createWorkshopScheduleSchema,
  passwordSchema,
  registerSchema,
} from '../src';
import { UUID, expectInvalid } from './helpers';

describe('messages', () => {
  it('words the username hint with the ruled 4 to 20 characters', () => {
    expect(USERNAME_HINT).toBe(
      'Username must be 4 to 20 characters: letters, numbers, underscores and hyphens.',
    );
  });

  it('builds the generic messages in one pattern, singular for 1', () => {
    expect(requiredMessage('City')).toBe('City is required');
    expect(minLengthMessage('Headline', 1)).toBe('Headline must be at least 1 character');
    expect(minLengthMessage('Title', 3)).toBe('Title must be at least 3 characters');
    expect(maxLengthMessage('Title', 255)).toBe('Title must be at most 255 characters');
  });

  it('exports every message as a non-empty string constant', () => {
    const constants = Object.entries(contracts).filter(([name]) => /^[A-Z0-9_]+$/.test(name));
    const spec = [
      'Please enter a valid email address.',
      'Password must contain at least one uppercase and one lowercase letter',
      'Password must be at least 8 characters',
      'Username must be at least 4 characters',
      'Slug must be at least 3 characters',
      'Domain must be a valid format like example.com',
      'Each digit must be between 0-9',
      'Please enter a valid 6-OTP code',
      'At least 1 seat is required',
      'Please select a valid country',
      'Tenant name is required',
      'Price is required',
      'Cannot select more than 3 categories',
      'Please add at least 5 enabled interview questions',
      'Maximum 10 enabled interview questions allowed',
      'Question already exists',
      'Either user ID or email must be provided',
      'URL is required for links and videos',
      'file path is required for files and documents',
      'Only png, jpeg, jpg and webp images are accepted',
      'This voucher does not exist',
      'This voucher has expired',
      'This voucher has been used up',
      'This voucher does not apply to this workshop',
      'Your card was declined.',
    ];
    const values = constants.map(([, value]) => value);
    expect(spec.filter((message) => !values.includes(message))).toEqual([]);
  });
});

// An empty required field reports only that it is required, not also its length or format.
describe('empty required fields', () => {
  it('get one message each', () => {
    expect(
      expectInvalid(registerSchema, { email: '', username: '', password: '', firstName: '', lastName: '' }),
    ).toEqual({
      email: ['Email is required'],
      username: ['Username is required'],
      password: ['Password is required'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });

  it('include an empty select', () => {
    expect(
      expectInvalid(createWorkshopScheduleSchema, {
        coachId: UUID,
        workshopId: UUID,
        startDate: '2026-01-01T10:00:00Z',
        endDate: '2026-01-01T11:00:00Z',
        status: '',
        visibility: '',
        mode: '',
      }),
    ).toEqual({
      status: ['Status is required'],
      visibility: ['Visibility is required'],
      mode: ['Mode is required'],
    });
  });

  it('leave the strength rules of a password to non-empty input', () => {
    expect(passwordSchema.isValidSync('')).toBe(true);
  });
});
