import { createBookingSchema, updateBookingSchema } from '../src';
import { UUID, UUID_2, chars, expectInvalid, expectValid, messagesAt } from './helpers';

const address = { addressLine1: 'Hauptstr. 1', city: 'Berlin', state: 'Berlin', zip: '10115', country: 'DE' };
const booking = { userId: UUID, workshopScheduleId: UUID_2, seats: 1, address };

describe('createBookingSchema', () => {
  it('accepts a booking', () => {
    expect(expectValid(createBookingSchema, booking)).toEqual(booking);
  });

  it('requires user and workshop schedule', () => {
    expect(expectInvalid(createBookingSchema, { seats: 1, address })).toEqual({
      userId: ['User is required'],
      workshopScheduleId: ['Workshop schedule is required'],
    });
  });

  it('needs UUIDs for user and workshop schedule', () => {
    expect(expectInvalid(createBookingSchema, { ...booking, userId: 'me', workshopScheduleId: '1' })).toEqual(
      {
        userId: ['User must be a valid ID'],
        workshopScheduleId: ['Workshop schedule must be a valid ID'],
      },
    );
  });

  describe('seats', () => {
    it('accepts 1 and rejects 0 with the spec message', () => {
      expect(messagesAt(createBookingSchema, { ...booking, seats: 1 }, 'seats')).toEqual([]);
      expect(messagesAt(createBookingSchema, { ...booking, seats: 0 }, 'seats')).toEqual([
        'At least 1 seat is required',
      ]);
    });

    it.each([undefined, '', null])('reports %j with the spec message', (seats) => {
      expect(messagesAt(createBookingSchema, { ...booking, seats }, 'seats')).toEqual([
        'At least 1 seat is required',
      ]);
    });

    it('needs a whole number', () => {
      expect(messagesAt(createBookingSchema, { ...booking, seats: 1.5 }, 'seats')).toEqual([
        'Seats must be a whole number',
      ]);
    });
  });

  describe('voucherCode', () => {
    it('accepts 32 characters and rejects 33', () => {
      expect(
        messagesAt(createBookingSchema, { ...booking, voucherCode: chars(32, 'A') }, 'voucherCode'),
      ).toEqual([]);
      expect(
        messagesAt(createBookingSchema, { ...booking, voucherCode: chars(33, 'A') }, 'voucherCode'),
      ).toEqual(['Voucher code must be at most 32 characters']);
    });

    it('turns an empty code into null', () => {
      expect(expectValid(createBookingSchema, { ...booking, voucherCode: ' ' }).voucherCode).toBeNull();
    });
  });

  it('limits notes to 1000 characters', () => {
    expect(messagesAt(createBookingSchema, { ...booking, notes: chars(1000) }, 'notes')).toEqual([]);
    expect(messagesAt(createBookingSchema, { ...booking, notes: chars(1001) }, 'notes')).toEqual([
      'Notes must be at most 1000 characters',
    ]);
  });

  describe('address', () => {
    it('reports each missing line on its own dotted path', () => {
      expect(expectInvalid(createBookingSchema, { ...booking, address: {} })).toEqual({
        'address.addressLine1': ['Address line 1 is required'],
        'address.city': ['City is required'],
        'address.state': ['State is required'],
        'address.zip': ['ZIP code is required'],
        'address.country': ['Please select a valid country'],
      });
    });

    it('reports the same when the address is left out', () => {
      const { address: _address, ...withoutAddress } = booking;
      expect(Object.keys(expectInvalid(createBookingSchema, withoutAddress))).toEqual([
        'address.addressLine1',
        'address.city',
        'address.state',
        'address.zip',
        'address.country',
      ]);
    });

    it('needs a known country code and upper-cases it', () => {
      expect(
        messagesAt(
          createBookingSchema,
          { ...booking, address: { ...address, country: 'Germany' } },
          'address.country',
        ),
      ).toEqual(['Please select a valid country']);
      expect(
        expectValid(createBookingSchema, { ...booking, address: { ...address, country: 'de' } }).address
          .country,
      ).toBe('DE');
    });

    it('takes an optional second line', () => {
      expect(
        expectValid(createBookingSchema, { ...booking, address: { ...address, addressLine2: 'Hinterhaus' } })
          .address,
      ).toEqual({
        ...address,
        addressLine2: 'Hinterhaus',
      });
    });

    it('rejects null', () => {
      expect(expectInvalid(createBookingSchema, { ...booking, address: null })).toEqual({
        address: ['Address must be an object'],
      });
    });
  });

  describe('meta.workshopResourcePreferences', () => {
    it('accepts preferences', () => {
      const meta = { workshopResourcePreferences: [{ id: UUID, isVisible: true, isBroadcast: false }] };
      expect(expectValid(createBookingSchema, { ...booking, meta }).meta).toEqual(meta);
    });

    it('requires the resource id', () => {
      expect(
        expectInvalid(createBookingSchema, {
          ...booking,
          meta: { workshopResourcePreferences: [{ isVisible: true }] },
        }),
      ).toEqual({
        'meta.workshopResourcePreferences.0.id': ['Resource is required'],
      });
    });

    it('needs booleans for the flags', () => {
      expect(
        expectInvalid(createBookingSchema, {
          ...booking,
          meta: { workshopResourcePreferences: [{ id: UUID, isVisible: 'sometimes' }] },
        }),
      ).toEqual({ 'meta.workshopResourcePreferences.0.isVisible': ['Visible must be true or false'] });
    });
  });
});

describe('updateBookingSchema', () => {
  it('accepts a status change with a reason', () => {
    expect(expectValid(updateBookingSchema, { status: 'CANCELLED', cancellationReason: 'Ill' })).toEqual({
      status: 'CANCELLED',
      cancellationReason: 'Ill',
    });
  });

  it('accepts each booking status and nothing else', () => {
    for (const status of ['PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW']) {
      expect(messagesAt(updateBookingSchema, { status }, 'status')).toEqual([]);
    }
    expect(messagesAt(updateBookingSchema, { status: 'REFUNDED' }, 'status')).toEqual([
      'Please select a valid booking status',
    ]);
  });

  it('limits coach notes and cancellation reason to 1000 characters', () => {
    expect(
      expectInvalid(updateBookingSchema, { coachNotes: chars(1001), cancellationReason: chars(1001) }),
    ).toEqual({
      coachNotes: ['Coach notes must be at most 1000 characters'],
      cancellationReason: ['Cancellation reason must be at most 1000 characters'],
    });
  });

  it('leaves an absent address absent but checks a given one whole', () => {
    expect(expectValid(updateBookingSchema, { notes: 'x' })).toEqual({ notes: 'x' });
    expect(expectInvalid(updateBookingSchema, { address: { city: 'Berlin' } })).toEqual({
      'address.addressLine1': ['Address line 1 is required'],
      'address.state': ['State is required'],
      'address.zip': ['ZIP code is required'],
      'address.country': ['Please select a valid country'],
    });
  });

  it('keeps the seat rule', () => {
    expect(expectInvalid(updateBookingSchema, { seats: 0 })).toEqual({
      seats: ['At least 1 seat is required'],
    });
  });
});
