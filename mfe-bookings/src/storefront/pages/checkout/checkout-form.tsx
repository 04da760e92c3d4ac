// The checkout's form: seats (a stepper from 1 to the seats left), the billing address with the
// country picker (ISO codes), notes, and the estimated total. Submits POST /v1/bookings with one
// Idempotency-Key per attempt; a 422 lands on its fields, a 409 says how many seats are left and lowers
// the stepper's maximum. A signed-out visitor also gives their email and name and checks out as a
// guest (POST /v1/public/payments/payment-intent); the voucher code is then checked when booking.
// A signed-in booker's address starts as the one of their latest booking (else the profile's country),
// and stays editable.
import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { COUNTRIES, type NotEnoughSeatsBody, type VoucherCheckDto } from '@coachwork/contracts';
import { ERROR_TITLE, selectCurrentUser, toast, useAppSelector, useServerErrors } from '@coachwork/web-kit';
import { Field, SelectField, TextAreaField } from '@coachwork/web-kit/field';
import type { PublicScheduleDetail } from '../../api';
import { useCreateBookingMutation, useGetLastBillingAddressQuery, type CreatedBooking } from '../../bookings-api';
import { useCreateGuestCheckoutMutation, type GuestPayer } from '../../payments-api';
import { countryName } from '../../format';
import { richMessage } from '../../rich-message';
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
import { useCheckoutI18n } from './messages';
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

/** The country picker's options: the contract's English names in their order, else the language's names in its order. */
function useCountryOptions(lang: string) {
  return useMemo(() => {
    if (lang === 'en') return COUNTRIES.map((c) => ({ code: c.code, label: `${c.flag} ${c.name}` }));
    const collator = new Intl.Collator(lang);
    return COUNTRIES.map((c) => ({ code: c.code, flag: c.flag, name: countryName(c.code, lang) ?? c.name }))
      .sort((a, b) => collator.compare(a.name, b.name))
      .map((c) => ({ code: c.code, label: `${c.flag} ${c.name}` }));
  }, [lang]);
}

export function CheckoutForm({
  schedule,
  onBooked,
}: {
  schedule: PublicScheduleDetail;
  onBooked: (created: CreatedBooking, receivedAt: number, guest?: GuestPayer) => void;
}) {
  const { t, lang, formatPrice: price } = useCheckoutI18n();
  const formatPrice = (amount: number | null | undefined) => price(amount, t('price.free'));
  const countries = useCountryOptions(lang);
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
    const tooMany = seatsError(Number(values.seats), seatsLeft, t);
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
        setConflict(
          data.seatsLeft > 0
            ? t('checkout.conflictLeft', { message: data.message, n: data.seatsLeft })
            : t('checkout.conflictSoldOut', { message: data.message }),
        );
        if (data.seatsLeft > 0) {
          form.setError('seats', { type: 'server', message: seatsLeftMessage(data.seatsLeft, t) });
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
    <form className="cw-stack" noValidate onSubmit={(e) => void submit(e)} aria-label={t('checkout.formLabel')}>
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
          {t('checkout.seats')}
        </label>
        <div className="sf-stepper">
          <button type="button" className="cw-btn" aria-label={t('checkout.fewerSeats')} onClick={() => step(-1)} disabled={seats <= 1}>
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
            aria-label={t('checkout.moreSeats')}
            onClick={() => step(1)}
            disabled={seats >= seatsLeft}
          >
            +
          </button>
        </div>
        <p id={seatsHintId} className={errors.seats ? 'cw-field-error' : 'cw-hint'}>
          {errors.seats?.message ?? (soldOut ? t('checkout.soldOut') : t('checkout.left', { n: seatsLeft }))}
        </p>
      </div>

      {guest && (
        <fieldset className="sf-fieldset">
          <legend className="cw-label">{t('checkout.yourDetails')}</legend>
          <p className="cw-hint" style={{ margin: 0 }}>
            {richMessage(t, 'checkout.noAccount', {
              signIn: (
                <a href={`/login?redirect=${encodeURIComponent(`/schedules/${schedule.id}`)}`}>{t('checkout.signIn')}</a>
              ),
            })}
          </p>
          <Field {...form.register('email')} markRequired label={t('checkout.email')} type="email" autoComplete="email" error={errors.email?.message} />
          <div className="sf-two">
            <Field {...form.register('firstName')} markRequired label={t('checkout.firstName')} autoComplete="given-name" error={errors.firstName?.message} />
            <Field {...form.register('lastName')} markRequired label={t('checkout.lastName')} autoComplete="family-name" error={errors.lastName?.message} />
          </div>
        </fieldset>
      )}

      <fieldset className="sf-fieldset">
        <legend className="cw-label">{t('checkout.billingAddress')}</legend>
        <p className="cw-hint" style={{ margin: 0 }}>
          {richMessage(t, 'checkout.requiredNote', {
            mark: (
              <>
                <span aria-hidden="true">*</span>
                <span className="cw-visually-hidden">{t('checkout.withAsterisk')}</span>
              </>
            ),
          })}
        </p>
        {lastAddress && (
          <p className="cw-hint" style={{ margin: 0 }} data-testid="address-remembered">
            {t('checkout.remembered')}
          </p>
        )}
        <Field
          {...form.register('address.addressLine1')} markRequired
          label={t('checkout.addressLine1')}
          autoComplete="address-line1"
          error={errors.address?.addressLine1?.message}
        />
        <Field
          {...form.register('address.addressLine2')}
          label={t('checkout.addressLine2')}
          autoComplete="address-line2"
          error={errors.address?.addressLine2?.message}
        />
        <div className="sf-two">
          <Field {...form.register('address.city')} markRequired label={t('checkout.city')} autoComplete="address-level2" error={errors.address?.city?.message} />
          <Field
            {...form.register('address.state')} markRequired
            label={t('checkout.state')}
            autoComplete="address-level1"
            error={errors.address?.state?.message}
          />
          <Field {...form.register('address.zip')} markRequired label={t('checkout.zip')} autoComplete="postal-code" error={errors.address?.zip?.message} />
          <SelectField
            {...form.register('address.country')} markRequired
            label={t('checkout.country')}
            autoComplete="country"
            error={errors.address?.country?.message}
          >
            <option value="">{t('checkout.selectCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <TextAreaField
        {...form.register('notes')}
        label={t('checkout.notes')}
        maxLength={1000}
        error={errors.notes?.message}
      />

      {schedule.price && guest ? (
        // Checking a code ahead is for signed-in bookers; a guest's code is checked when booking.
        <Field
          {...form.register('voucherCode')}
          label={t('checkout.voucher')}
          autoComplete="off"
          error={errors.voucherCode?.message}
        />
      ) : schedule.price ? (
        <VoucherField form={form} scheduleId={schedule.id} seats={seats} onChecked={setVoucher} />
      ) : null}

      <div className="sf-total" aria-live="polite">
        <div>
          <div className="cw-muted">{voucher ? t('checkout.totalWithVoucher') : t('checkout.estimatedTotal')}</div>
          <div className="sf-total-amount" data-testid="checkout-total">
            {formatPrice(voucher ? voucher.amount : total)}
          </div>
        </div>
        <div className="cw-hint" style={{ textAlign: 'right' }}>
          {schedule.price ? `${seats || 0} × ${formatPrice(schedule.price)}` : t('checkout.noPayment')}
          {voucher && (
            <>
              <br />
              <span data-testid="voucher-discount">
                {voucher.code}: −{formatPrice(voucher.discount)}
              </span>
            </>
          )}
          <br />
          {t('checkout.amountConfirmed')}
        </div>
      </div>

      <button type="submit" className="cw-btn cw-btn-primary cw-btn-block" disabled={isLoading || soldOut}>
        {isLoading
          ? t('checkout.booking')
          : schedule.price && !(voucher && voucher.amount === 0)
            ? t('checkout.bookAndHold')
            : t('checkout.bookNow')}
      </button>
    </form>
  );
}
