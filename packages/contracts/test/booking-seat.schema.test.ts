import { acceptInvitationSchema, createBookingSeatSchema, updateBookingSeatSchema } from '../src';
import { UUID, UUID_2, chars, expectInvalid, expectValid, messagesAt } from './helpers';

describe('createBookingSeatSchema', () => {
  it('accepts a seat for a user or for an email', () => {
    expect(expectValid(createBookingSeatSchema, { bookingId: UUID, userId: UUID_2 })).toEqual({
      bookingId: UUID,
      userId: UUID_2,
    });
    expect(expectValid(createBookingSeatSchema, { bookingId: UUID, email: ' Guest@Example.com ' })).toEqual({
      bookingId: UUID,
      email: 'guest@example.com',
    });
  });

  it('requires the booking', () => {
    expect(messagesAt(createBookingSeatSchema, { email: 'a@b.co' }, 'bookingId')).toEqual([
      'Booking is required',
    ]);
    expect(messagesAt(createBookingSeatSchema, { bookingId: 'b1', email: 'a@b.co' }, 'bookingId')).toEqual([
      'Booking must be a valid ID',
    ]);
  });

  it.each([{}, { userId: null, email: null }, { userId: '', email: '  ' }])(
    'needs a user id or an email (%j)',
    (who) => {
      expect(expectInvalid(createBookingSeatSchema, { bookingId: UUID, ...who })).toEqual({
        email: ['Either user ID or email must be provided'],
      });
    },
  );

  it('checks the email and user id it is given', () => {
    expect(expectInvalid(createBookingSeatSchema, { bookingId: UUID, email: 'guest' })).toEqual({
      email: ['Please enter a valid email address.'],
    });
    expect(expectInvalid(createBookingSeatSchema, { bookingId: UUID, userId: 'u1' })).toEqual({
      userId: ['User must be a valid ID'],
    });
  });

  it('limits attendance notes to 1000 characters', () => {
    const seat = { bookingId: UUID, userId: UUID_2 };
    expect(
      messagesAt(createBookingSeatSchema, { ...seat, attendanceNotes: chars(1000) }, 'attendanceNotes'),
    ).toEqual([]);
    expect(
      messagesAt(createBookingSeatSchema, { ...seat, attendanceNotes: chars(1001) }, 'attendanceNotes'),
    ).toEqual(['Attendance notes must be at most 1000 characters']);
  });

  it('accepts the seat statuses, a boolean attended and free-form meta', () => {
    const seat = { bookingId: UUID, userId: UUID_2, attended: true, meta: { note: { nested: 1 } } };
    for (const status of ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED']) {
      expect(expectValid(createBookingSeatSchema, { ...seat, status })).toEqual({ ...seat, status });
    }
    expect(
      expectInvalid(createBookingSeatSchema, { ...seat, status: 'INVITED', attended: 'maybe', meta: [1] }),
    ).toEqual({
      status: ['Please select a valid seat status'],
      attended: ['Attended must be true or false'],
      meta: ['Meta must be an object'],
    });
  });
});

describe('updateBookingSeatSchema', () => {
  it('accepts a body without user or email', () => {
    expect(expectValid(updateBookingSeatSchema, { attended: true })).toEqual({ attended: true });
  });

  it('allows clearing one of user and email', () => {
    expect(expectValid(updateBookingSeatSchema, { email: null })).toEqual({ email: null });
  });

  it('refuses to clear both', () => {
    expect(expectInvalid(updateBookingSeatSchema, { userId: null, email: null })).toEqual({
      email: ['Either user ID or email must be provided'],
    });
  });
});

describe('acceptInvitationSchema', () => {
  it('requires the invitation token', () => {
    expect(expectInvalid(acceptInvitationSchema, {})).toEqual({
      invitation_token: ['Invitation token is required'],
    });
    expect(expectValid(acceptInvitationSchema, { invitation_token: 'abc' })).toEqual({
      invitation_token: 'abc',
    });
  });
});
