// A processor's refusal in HTTP terms. Unknown ids are 404s; a card problem on a field is a 422 on the
// field it concerns; a processor that cannot be reached is a 503 the booker may retry. The processor's
// internals (its codes, request ids) never reach the client.
import { AppError, NotFoundError, ServiceUnavailableError, ValidationError } from '@coachwork/service-kit';
import { PAYMENT_PROVIDER_UNAVAILABLE } from '@coachwork/contracts';
import { PaymentProviderError } from './payment-provider';

/**
 * `fields` maps the processor's parameter names to ours (`number` → `number`,
 * `payment_method` → `paymentMethodId`); `fallbackField` takes a card refusal that names none.
 */
/** The processor understood and said no (as opposed to being unreachable or failing itself). */
export function isRefusal(err: unknown): err is PaymentProviderError {
  return (
    err instanceof PaymentProviderError &&
    err.status !== null &&
    err.status < 500 &&
    err.status !== 401 &&
    err.status !== 429
  );
}

export function toHttpError(
  err: unknown,
  options: { fields?: Record<string, string>; fallbackField?: string; notFound?: string } = {},
): unknown {
  if (!(err instanceof PaymentProviderError)) return err;
  if (!isRefusal(err)) return new ServiceUnavailableError(PAYMENT_PROVIDER_UNAVAILABLE);
  if (err.status === 404 && options.notFound) return new NotFoundError(options.notFound);
  const field = (err.param && options.fields?.[err.param]) ?? options.fallbackField;
  if (field) return new ValidationError({ [field]: [err.message] });
  return new AppError(err.message, 'conflict');
}

/** Runs a processor call and translates its refusal. */
export async function withProvider<T>(
  call: () => Promise<T>,
  options?: Parameters<typeof toHttpError>[1],
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw toHttpError(err, options);
  }
}
