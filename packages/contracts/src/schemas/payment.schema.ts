// Request bodies of the payment routes: saved cards, and the sandbox's card form (the sandbox's
// stand-in for Stripe Elements, which never sends card numbers to our server).
import * as yup from 'yup';
import {
  CARD_CVC_INVALID,
  CARD_EXPIRY_INVALID,
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  CLIENT_SECRET_MAX,
  CLIENT_SECRET_REQUIRED,
  MAKE_DEFAULT_INVALID,
  PAYMENT_METHOD_MAX,
  PAYMENT_INTENT_ID_MAX,
  PAYMENT_INTENT_ID_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  REFUND_AMOUNT_DECIMALS,
  REFUND_AMOUNT_MAX,
  REFUND_AMOUNT_MIN,
  REFUND_AMOUNT_NUMBER,
  REFUND_AMOUNT_REQUIRED,
  REFUND_REASON_MAX,
} from '../messages';
import { boolean, money, singleLineText } from './schema-helpers';

const paymentMethodId = singleLineText('Payment method').required(PAYMENT_METHOD_REQUIRED).max(255, PAYMENT_METHOD_MAX);

/** POST /v1/payments/payment-methods: a card the processor already holds (Stripe.js or the sandbox form). */
export const savePaymentMethodSchema = yup.object({
  paymentMethodId,
  makeDefault: boolean(MAKE_DEFAULT_INVALID).default(false),
});
export type SavePaymentMethodInput = yup.InferType<typeof savePaymentMethodSchema>;

/** PUT /v1/payments/payment-methods/default. */
export const defaultPaymentMethodSchema = yup.object({ paymentMethodId });
export type DefaultPaymentMethodInput = yup.InferType<typeof defaultPaymentMethodSchema>;

/**
 * The sandbox card form. Only the shape is checked here; the sandbox itself answers whether the number
 * is a test card and the date still good, in the words a processor uses.
 */
export const sandboxCardSchema = yup.object({
  number: singleLineText('Card number')
    .required(CARD_NUMBER_REQUIRED)
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
    .matches(/^\d{12,19}$/, { message: CARD_NUMBER_INVALID, excludeEmptyString: true }),
  expMonth: yup
    .number()
    .typeError(CARD_EXPIRY_INVALID)
    .required(CARD_EXPIRY_INVALID)
    .integer(CARD_EXPIRY_INVALID)
    .min(1, CARD_EXPIRY_INVALID)
    .max(12, CARD_EXPIRY_INVALID),
  expYear: yup
    .number()
    .typeError(CARD_EXPIRY_INVALID)
    .required(CARD_EXPIRY_INVALID)
    .integer(CARD_EXPIRY_INVALID)
    .min(0, CARD_EXPIRY_INVALID)
    .max(9999, CARD_EXPIRY_INVALID),
  cvc: singleLineText('Security code')
    .required(CARD_CVC_INVALID)
    .matches(/^\d{3,4}$/, { message: CARD_CVC_INVALID, excludeEmptyString: true }),
});
export type SandboxCardInput = yup.InferType<typeof sandboxCardSchema>;

/** The sandbox's confirmation step: the intent's client secret proves the page is the payer's. */
export const sandboxApprovalSchema = yup.object({
  clientSecret: singleLineText('Client secret').required(CLIENT_SECRET_REQUIRED).max(255, CLIENT_SECRET_MAX),
});
export type SandboxApprovalInput = yup.InferType<typeof sandboxApprovalSchema>;

/** The sandbox's stand-in for Stripe.js's confirmCardPayment: charge this card for this intent. */
export const sandboxConfirmSchema = yup.object({
  clientSecret: singleLineText('Client secret').required(CLIENT_SECRET_REQUIRED).max(255, CLIENT_SECRET_MAX),
  paymentMethodId,
});
export type SandboxConfirmInput = yup.InferType<typeof sandboxConfirmSchema>;

/** POST /v1/payments/bookings/{id}/finalize: which intent paid (the processor is asked whether it did). */
export const finalizePaymentSchema = yup.object({
  paymentIntentId: singleLineText('Payment intent')
    .required(PAYMENT_INTENT_ID_REQUIRED)
    .max(255, PAYMENT_INTENT_ID_MAX)
    // Processor ids are tokens (pi_…); a NUL byte reached PostgreSQL and came back as a 500 (fuzz).
    .matches(/^[A-Za-z0-9_]+$/, 'Payment intent is not a payment intent id'),
});
export type FinalizePaymentInput = yup.InferType<typeof finalizePaymentSchema>;

/** POST /v1/payments/bookings/{id}/refunds (super-admins): any amount up to what is left, major units. */
export const adminRefundSchema = yup.object({
  amount: money('Amount', {
    number: REFUND_AMOUNT_NUMBER,
    decimals: REFUND_AMOUNT_DECIMALS,
    max: REFUND_AMOUNT_MAX,
  })
    .required(REFUND_AMOUNT_REQUIRED)
    .moreThan(0, REFUND_AMOUNT_MIN),
  /** One line, printed on the credit note; absent or blank: 'Refund by an administrator'. */
  reason: singleLineText('Reason').max(255, REFUND_REASON_MAX).optional(),
});
export type AdminRefundInput = yup.InferType<typeof adminRefundSchema>;

/** POST /v1/booking-seats/{id}/cancel: an optional one-line reason, printed on the credit note. */
export const cancelSeatSchema = yup.object({
  reason: singleLineText('Reason').max(255, REFUND_REASON_MAX).nullable().optional(),
});
export type CancelSeatInput = yup.InferType<typeof cancelSeatSchema>;
