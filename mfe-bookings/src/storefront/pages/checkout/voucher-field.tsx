// The checkout's voucher code: Apply asks the server what it would take off for these seats (GET
// /v1/vouchers/verify/{code}), and the new total shown is the server's. A change of seats asks again;
// a change of the code drops the preview. Refusals ('This voucher has expired', ...) land on the field.
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { VoucherCheckDto } from '@coachwork/contracts';
import { ERROR_TITLE } from '@coachwork/web-kit';
import { useVerifyVoucherMutation } from '../../payments-api';
import type { CheckoutValues } from './checkout-values';
import { useCheckoutI18n } from './messages';

function refusalOf(err: unknown): string {
  const { status, data } = (err ?? {}) as { status?: unknown; data?: { message?: unknown; errors?: Record<string, unknown> } };
  const bag = data?.errors ?? {};
  const first = Object.values(bag).flat()[0];
  if (status === 422 && typeof first === 'string') return first;
  return typeof data?.message === 'string' && data.message ? data.message : ERROR_TITLE;
}

export function VoucherField({
  form,
  scheduleId,
  seats,
  onChecked,
}: {
  form: UseFormReturn<CheckoutValues>;
  scheduleId: string;
  seats: number;
  onChecked: (check: VoucherCheckDto | null) => void;
}) {
  const { t } = useCheckoutI18n();
  const [verify, { isLoading }] = useVerifyVoucherMutation();
  const [checked, setChecked] = useState<{ code: string; seats: number } | null>(null);
  const code = (form.watch('voucherCode') ?? '').trim().toUpperCase();
  const error = form.formState.errors.voucherCode?.message;

  const run = async (wanted: string, forSeats: number) => {
    if (!wanted) {
      form.setError('voucherCode', { type: 'required', message: t('checkout.enterVoucher') });
      return;
    }
    form.clearErrors('voucherCode');
    try {
      const check = await verify({ code: wanted, workshopScheduleId: scheduleId, seats: forSeats }).unwrap();
      setChecked({ code: wanted, seats: forSeats });
      onChecked(check);
    } catch (err) {
      setChecked(null);
      onChecked(null);
      form.setError('voucherCode', { type: 'server', message: refusalOf(err) });
    }
  };

  // The discount depends on the seats (a fixed amount, a capped percentage): ask again when they change.
  useEffect(() => {
    if (checked && checked.code === code && checked.seats !== seats && seats > 0) void run(code, seats);
  }, [seats]);

  // Another code than the one checked: its preview no longer holds.
  useEffect(() => {
    if (checked && checked.code !== code) {
      setChecked(null);
      onChecked(null);
    }
  }, [code]);

  return (
    <div className="cw-field">
      <label className="cw-label" htmlFor="checkout-voucher">
        {t('checkout.voucher')}
      </label>
      <div className="sf-voucher">
        <input
          {...form.register('voucherCode')}
          id="checkout-voucher"
          className="cw-input"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          aria-invalid={error ? true : undefined}
          aria-describedby="checkout-voucher-hint"
        />
        <button type="button" className="cw-btn" disabled={isLoading} onClick={() => void run(code, seats)}>
          {isLoading ? t('checkout.checking') : t('checkout.apply')}
        </button>
      </div>
      <p id="checkout-voucher-hint" className={error ? 'cw-field-error' : 'cw-hint'}>
        {error ?? (checked && checked.code === code ? t('checkout.applied', { code }) : t('checkout.voucherHint'))}
      </p>
    </div>
  );
}
