// Vouchers: discount codes, optionally tied to one model (a workshop, a schedule or a template).
import * as yup from 'yup';
import { DISCOUNT_TYPES, VOUCHER_MODEL_TYPES } from '../enums';
import { VOUCHER_MAX_USES } from '../limits';
import {
  DISCOUNT_TYPE_INVALID,
  DISCOUNT_TYPE_REQUIRED,
  DISCOUNT_VALUE_DECIMALS,
  DISCOUNT_VALUE_MAX,
  DISCOUNT_VALUE_MIN,
  DISCOUNT_VALUE_NUMBER,
  DISCOUNT_VALUE_REQUIRED,
  EXPIRES_AT_INVALID,
  MAX_DISCOUNT_DECIMALS,
  MAX_DISCOUNT_MAX,
  MAX_DISCOUNT_MIN,
  MAX_DISCOUNT_NUMBER,
  MAX_USES_INTEGER,
  MAX_USES_MAX,
  MAX_USES_MIN,
  MAX_USES_NUMBER,
  MODEL_ID_INVALID,
  MODEL_ID_REQUIRED,
  MODEL_TYPE_INVALID,
  MODEL_TYPE_REQUIRED,
  PERCENTAGE_RANGE,
  VOUCHER_CODE_FORMAT,
  VOUCHER_CODE_MAX,
  VOUCHER_CODE_REQUIRED,
  VOUCHER_DATA_INVALID,
  VOUCHER_DATA_REQUIRED,
} from '../messages';
import { VOUCHER_CODE_MAX_LENGTH } from './booking.schema';
import {
  blankNumberToNull,
  blankToNull,
  integer,
  isoDate,
  jsonObject,
  money,
  oneOf,
  singleLineText,
  uuid,
} from './schema-helpers';

/** Codes travel in URLs (/v1/vouchers/verify/{code}), so they stay URL-safe. */
const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const isPercentage = (parent: unknown) =>
  (parent as { discountType?: unknown } | undefined)?.discountType === 'percentage';

export const voucherDataSchema = yup.object({
  discountType: oneOf(DISCOUNT_TYPES, DISCOUNT_TYPE_INVALID).required(DISCOUNT_TYPE_REQUIRED),
  // A 'free' voucher needs no value. A negative percentage gets only the percentage message.
  discountValue: money('Discount value', {
    number: DISCOUNT_VALUE_NUMBER,
    decimals: DISCOUNT_VALUE_DECIMALS,
    max: DISCOUNT_VALUE_MAX,
  })
    .test('required-unless-free', DISCOUNT_VALUE_REQUIRED, function (value) {
      return value != null || this.parent?.discountType === 'free';
    })
    .test('min', DISCOUNT_VALUE_MIN, function (value) {
      return value == null || value >= 0 || isPercentage(this.parent);
    })
    .test('percentage-range', PERCENTAGE_RANGE, function (value) {
      return value == null || !isPercentage(this.parent) || (value >= 0 && value <= 100);
    }),
  // Amounts and percentages alike (money() checks the decimals): money is kept in cents, and 12.5 % is
  // the finest anyone asks for.
  maxDiscount: money('Max discount', {
    number: MAX_DISCOUNT_NUMBER,
    decimals: MAX_DISCOUNT_DECIMALS,
    max: MAX_DISCOUNT_MAX,
  })
    .nullable()
    .transform(blankNumberToNull)
    .min(0, MAX_DISCOUNT_MIN),
  maxUses: integer(MAX_USES_NUMBER, MAX_USES_INTEGER)
    .nullable()
    .transform(blankNumberToNull)
    .min(1, MAX_USES_MIN)
    .max(VOUCHER_MAX_USES, MAX_USES_MAX),
});
export type VoucherDataInput = yup.InferType<typeof voucherDataSchema>;

/** Codes are stored and compared in upper case (SPEC-DECISIONS), so 'summer' finds 'SUMMER'. */
export const normalizeVoucherCode = (code: string) => code.trim().toUpperCase();

const voucherFields = {
  code: singleLineText('Voucher code')
    .required(VOUCHER_CODE_REQUIRED)
    .max(VOUCHER_CODE_MAX_LENGTH, VOUCHER_CODE_MAX)
    .matches(VOUCHER_CODE_PATTERN, { message: VOUCHER_CODE_FORMAT, excludeEmptyString: true })
    .transform((value: unknown) => (typeof value === 'string' ? normalizeVoucherCode(value) : value)),
  // The scope travels as a pair: a type without an id (or an id without a type) names nothing. On
  // PATCH the pair is sent together; {modelType: null} alone widens the voucher to every workshop.
  modelType: oneOf(VOUCHER_MODEL_TYPES, MODEL_TYPE_INVALID)
    .nullable()
    .test('with-model-id', MODEL_TYPE_REQUIRED, function (value) {
      return value != null || this.parent?.modelId == null;
    }),
  modelId: uuid(MODEL_ID_INVALID)
    .nullable()
    .transform(blankToNull)
    .test('with-model-type', MODEL_ID_REQUIRED, function (value) {
      return value != null || this.parent?.modelType == null;
    }),
  expiresAt: isoDate('Expiry date', EXPIRES_AT_INVALID).nullable().transform(blankToNull),
  // Absent becomes {} so the missing discount type is reported on data.discountType.
  data: voucherDataSchema.required(VOUCHER_DATA_REQUIRED).typeError(VOUCHER_DATA_INVALID),
};

export const createVoucherSchema = yup.object(voucherFields);
export type CreateVoucherInput = yup.InferType<typeof createVoucherSchema>;

/**
 * PATCH: a partial `data` is merged with the stored one and the whole is then checked with
 * voucherDataSchema (by the service, which holds the stored one): here it only has to be an object.
 */
export const updateVoucherSchema = yup
  .object({ ...voucherFields, data: jsonObject().typeError(VOUCHER_DATA_INVALID).default(undefined) })
  .partial();
export type UpdateVoucherInput = Omit<yup.InferType<typeof updateVoucherSchema>, 'data'> & {
  data?: Partial<VoucherDataInput>;
};
