// The checkout's form: seats (a stepper from 1 to the seats left), the billing address with the
// country picker (ISO codes), notes, and the estimated total. Submits POST /v1/bookings with one
// Idempotency-Key per attempt; a 422 lands on its fields, a 409 says how many seats are left and lowers
// the stepper's maximum. A signed-out visitor also gives their email and name and checks out as a
// guest (POST /v1/public/payments/payment-intent); the voucher code is then checked when booking.
// A signed-in booker's address starts as the one of their latest booking (else the profile's country),
// and stays editable.
import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { COUNTRIES, type NotEnoughSeatsBody, type VoucherCheckDto } from '@coachwork/contracts';
import { ERROR_TITLE, selectCurrentUser, toast, useAppSelector, useServerErrors } from '@coachwork/web-kit';
import { Field, SelectField, TextAreaField } from '@coachwork/web-kit/field';
import type { PublicScheduleDetail } from '../../api';
import { useCreateBookingMutation, useGetLastBillingAddressQuery, type CreatedBooking } from '../../bookings-api';
import { useCreateGuestCheckoutMutation, type GuestPayer } from '../../payments-api';
import { formatPrice } from '../../format';
import {
  addressValues,
  bookingBody,
  checkoutDefaults,
  checkoutSchema,
  createAttemptKeys,
  estimateTotal,
  guestCheckoutBody,
  guestCheckoutFormSchema,
  seatsError,
  seatsLeftMessage,
  type CheckoutValues,
} from './checkout-values';
import { VoucherField } from './voucher-field';

/** 422 paths the form has a field for; the rest (schedule, key) show above the form. */
const FIELDS = new Set(['seats', 'notes', 'voucherCode', 'email', 'firstName', 'lastName']);
const formField = (path: string) => (FIELDS.has(path) || path.startsWith('address.') ? path : null);

function isNotEnoughSeats(data: unknown): data is NotEnoughSeatsBody {
  return typeof data === 'object' && data !== null && typeof (data as NotEnoughSeatsBody).seatsLeft === 'number';
}

function messageOf(data: unknown): string {
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : ERROR_TITLE;
}

export function CheckoutForm({
  schedule,
  onBooked,
}: {
  schedule: PublicScheduleDetail;
  onBooked: (created: CreatedBooking, receivedAt: number, guest?: GuestPayer) => void;
}) {
  const user = useAppSelector(selectCurrentUser);
  const guest = !user;
  const [seatsLeft, setSeatsLeft] = useState(() => schedule.seatsLeft ?? schedule.capacity ?? 1);
  const [conflict, setConflict] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<VoucherCheckDto | null>(null);
  const [keys] = useState(() => createAttemptKeys());
  const form = useForm<CheckoutValues>({
    resolver: yupResolver(guest ? guestCheckoutFormSchema : checkoutSchema) as unknown as Resolver<CheckoutValues>,
    defaultValues: checkoutDefaults(user?.profile?.country),
  });
  const showServerErrors = useServerErrors(form, { mapPath: formField });
  const { data: lastAddress } = useGetLastBillingAddressQuery(guest ? skipToken : undefined);
  useEffect(() => {
    // Filled in once it arrives, unless the booker has started typing an address already.
    if (!lastAddress || form.getFieldState('address').isDirty) return;
    form.setValue('address', addressValues(lastAddress));
  }, [lastAddress, form]);
  const [createBooking, { isLoading: booking }] = useCreateBookingMutation();
  const [createGuestCheckout, { isLoading: checkingOut }] = useCreateGuestCheckoutMutation();
  const isLoading = booking || checkingOut;
  const { errors } = form.formState;
  const seats = Number(form.watch('seats')) || 0;
  const total = estimateTotal(seats, schedule.price);
  const soldOut = seatsLeft <= 0;

  const step = (by: number) => {
    const next = Math.min(Math.max(1, seats + by), Math.max(1, seatsLeft));
    form.setValue('seats', next, { shouldValidate: true, shouldDirty: true });
  };

  const submit = form.handleSubmit(async (values) => {
    setConflict(null);
    const tooMany = seatsError(Number(values.seats), seatsLeft);
    if (tooMany) {
      form.setError('seats', { type: 'max', message: tooMany });
      form.setFocus('seats');
      return;
    }
    try {
      if (guest) {
        const body = guestCheckoutBody(schedule.id, values);
        const { checkout, serverNow } = await createGuestCheckout({ body, idempotencyKey: keys.keyFor(body) }).unwrap();
        onBooked({ booking: checkout.booking, serverNow }, Date.now(), {
          checkoutToken: checkout.checkoutToken,
          email: body.email,
        });
        return;
      }
      const body = bookingBody(schedule.id, user.id, values);
      const created = await createBooking({ body, idempotencyKey: keys.keyFor(body) }).unwrap();
      onBooked(created, Date.now());
    } catch (err) {
      if (showServerErrors(err)) return;
      const { status, data } = (err ?? {}) as { status?: unknown; data?: unknown };
      if (status === 409 && isNotEnoughSeats(data)) {
        setSeatsLeft(data.seatsLeft);
        setConflict(data.seatsLeft > 0 ? `${data.message}: ${data.seatsLeft} left.` : `${data.message}: this session is now sold out.`);
        if (data.seatsLeft > 0) {
          form.setError('seats', { type: 'server', message: seatsLeftMessage(data.seatsLeft) });
          form.setFocus('seats');
        }
        return;
      }
      // 401 already sent the visitor to sign in.
      if (status !== 401) toast.error(ERROR_TITLE, messageOf(data));
    }
  });

  const seatsHintId = 'checkout-seats-hint';
  return (
    <form className="cw-stack" noValidate onSubmit={(e) => void submit(e)} aria-label="Checkout">
      {conflict && (
        <div className="cw-alert" role="alert" data-testid="seats-conflict">
          {conflict}
        </div>
      )}
      {errors.root?.server && (
        <div className="cw-alert" role="alert">
          {errors.root.server.message}
        </div>
      )}
      <div className="cw-field">
        <label className="cw-label" htmlFor="checkout-seats">
          Seats
        </label>
        <div className="sf-stepper">
          <button type="button" className="cw-btn" aria-label="Fewer seats" onClick={() => step(-1)} disabled={seats <= 1}>
            −
          </button>
          <input
            {...form.register('seats', { valueAsNumber: true })}
            id="checkout-seats"
            className="cw-input"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, seatsLeft)}
            step={1}
            aria-invalid={errors.seats ? true : undefined}
            aria-describedby={seatsHintId}
          />
          <button
            type="button"
            className="cw-btn"
            aria-label="More seats"
            onClick={() => step(1)}
            disabled={seats >= seatsLeft}
          >
            +
          </button>
        </div>
        <p id={seatsHintId} className={errors.seats ? 'cw-field-error' : 'cw-hint'}>
          {errors.seats?.message ?? (soldOut ? 'Sold out' : `${seatsLeft} left`)}
        </p>
      </div>

      {guest && (
        <fieldset className="sf-fieldset">
          <legend className="cw-label">Your details</legend>
          <p className="cw-hint" style={{ margin: 0 }}>
            No account needed: we email your confirmation and a link to your bookings. Have an account?{' '}
            <a href={`/login?redirect=${encodeURIComponent(`/schedules/${schedule.id}`)}`}>Sign in</a>
          </p>
          <Field {...form.register('email')} markRequired label="Email" type="email" autoComplete="email" error={errors.email?.message} />
          <div className="sf-two">
            <Field {...form.register('firstName')} markRequired label="First name" autoComplete="given-name" error={errors.firstName?.message} />
            <Field {...form.register('lastName')} markRequired label="Last name" autoComplete="family-name" error={errors.lastName?.message} />
          </div>
        </fieldset>
      )}

      <fieldset className="sf-fieldset">
        <legend className="cw-label">Billing address</legend>
        <p className="cw-hint" style={{ margin: 0 }}>
          Fields marked <span aria-hidden="true">*</span>
          <span className="cw-visually-hidden">with an asterisk</span> are required.
        </p>
        {lastAddress && (
          <p className="cw-hint" style={{ margin: 0 }} data-testid="address-remembered">
            Filled in from your last booking. Change anything that is different.
          </p>
        )}
        <Field
          {...form.register('address.addressLine1')} markRequired
          label="Address line 1"
          autoComplete="address-line1"
          error={errors.address?.addressLine1?.message}
        />
        <Field
          {...form.register('address.addressLine2')}
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          error={errors.address?.addressLine2?.message}
        />
        <div className="sf-two">
          <Field {...form.register('address.city')} markRequired label="City" autoComplete="address-level2" error={errors.address?.city?.message} />
          <Field
            {...form.register('address.state')} markRequired
            label="State or region"
            autoComplete="address-level1"
            error={errors.address?.state?.message}
          />
          <Field {...form.register('address.zip')} markRequired label="ZIP code" autoComplete="postal-code" error={errors.address?.zip?.message} />
          <SelectField
            {...form.register('address.country')} markRequired
            label="Country"
            autoComplete="country"
            error={errors.address?.country?.message}
          >
            <option value="">Select a country</option>
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.flag} ${c.name}`}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <TextAreaField
        {...form.register('notes')}
        label="Notes for the coach (optional)"
        maxLength={1000}
        error={errors.notes?.message}
      />

      {schedule.price && guest ? (
        // Checking a code ahead is for signed-in bookers; a guest's code is checked when booking.
        <Field
          {...form.register('voucherCode')}
          label="Voucher code (optional)"
          autoComplete="off"
          error={errors.voucherCode?.message}
        />
      ) : schedule.price ? (
        <VoucherField form={form} scheduleId={schedule.id} seats={seats} onChecked={setVoucher} />
      ) : null}

      <div className="sf-total" aria-live="polite">
        <div>
          <div className="cw-muted">{voucher ? 'Total with voucher' : 'Estimated total'}</div>
          <div className="sf-total-amount" data-testid="checkout-total">
            {formatPrice(voucher ? voucher.amount : total)}
          </div>
        </div>
        <div className="cw-hint" style={{ textAlign: 'right' }}>
          {schedule.price ? `${seats || 0} × ${formatPrice(schedule.price)}` : 'No payment needed'}
          {voucher && (
            <>
              <br />
              <span data-testid="voucher-discount">
                {voucher.code}: −{formatPrice(voucher.discount)}
              </span>
            </>
          )}
          <br />
          The amount is confirmed when you book.
        </div>
      </div>

      <button type="submit" className="cw-btn cw-btn-primary cw-btn-block" disabled={isLoading || soldOut}>
        {isLoading
          ? 'Booking...'
          : schedule.price && !(voucher && voucher.amount === 0)
            ? 'Book and hold my seats'
            : 'Book now'}
      </button>
    </form>
  );
}
