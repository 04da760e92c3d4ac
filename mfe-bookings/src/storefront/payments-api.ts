// The booker's payment calls: which card form to show, the booking's intent, the sandbox's card form
// (its stand-in for Stripe.js), finalize, the voucher check, saved cards and invoices. Injected only by
// the lazy checkout and booker-area chunks. Answer shapes are the contract's (packages/contracts dto).
import {
  CHECKOUT_TOKEN_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  type BookingDto,
  type BookingPaymentIntentDto,
  type CardSetupDto,
  type GuestCheckoutDto,
  type InvoiceSummaryDto,
  type ListEnvelope,
  type PaymentMethodDto,
  type PaymentProviderDto,
  type ResourceEnvelope,
  type SandboxIntentDto,
  type VoucherCheckDto,
} from '@coachwork/contracts';
import type { CreateBookingBody } from './bookings-api';
import { api, getApiConfig } from '@coachwork/web-kit';

export interface SandboxCardBody {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const METHODS = { type: 'Booking', id: 'PAYMENT_METHODS' } as const;
const INVOICES = { type: 'Booking', id: 'INVOICES' } as const;
const BOOKINGS = { type: 'Booking', id: 'LIST' } as const;
const seg = encodeURIComponent;
const data = <T>(response: ResourceEnvelope<T>) => response.data;

export const INVOICES_PER_PAGE = 20;

/** Guest checkout: the booking's fields and who the guest is (their account is found or made by address). */
export interface GuestCheckoutBody extends CreateBookingBody {
  email: string;
  firstName: string;
  lastName: string;
}

/** The guest's held (or already confirmed) booking, its checkout token, and the server's clock. */
export interface GuestCheckedOut {
  checkout: GuestCheckoutDto;
  serverNow: number | null;
}

/** A guest's payment calls carry their checkout token instead of a session. */
export interface GuestPayer {
  checkoutToken: string;
  email: string;
}

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentProvider: build.query<PaymentProviderDto, void>({
      query: () => ({ url: '/public/payments/stripe-key' }),
      transformResponse: data<PaymentProviderDto>,
    }),
    openPaymentIntent: build.mutation<BookingPaymentIntentDto, string>({
      query: (bookingId) => ({ url: `/payments/bookings/${seg(bookingId)}/payment-intent`, method: 'POST' }),
      transformResponse: data<BookingPaymentIntentDto>,
      // The payment step says why (hold expired, not payable) in place.
      extraOptions: { silent: true },
    }),
    createGuestCheckout: build.mutation<GuestCheckedOut, { body: GuestCheckoutBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/public/payments/payment-intent',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      transformResponse: (response: ResourceEnvelope<GuestCheckoutDto>, meta) => {
        const date = Date.parse(meta?.response?.headers.get('date') ?? '');
        return { checkout: response.data, serverNow: Number.isFinite(date) ? date : null };
      },
      // The checkout shows 409 and 422 on its own fields; it raises the toast for anything else itself.
      extraOptions: { silent: true },
      invalidatesTags: ['WorkshopSchedule'],
    }),
    openGuestIntent: build.mutation<BookingPaymentIntentDto, { bookingId: string; checkoutToken: string }>({
      query: ({ bookingId, checkoutToken }) => ({
        url: `/payments/bookings/${seg(bookingId)}/payment-intent`,
        method: 'POST',
        headers: { [CHECKOUT_TOKEN_HEADER]: checkoutToken },
      }),
      transformResponse: data<BookingPaymentIntentDto>,
      extraOptions: { silent: true },
    }),
    finalizeGuestPayment: build.mutation<BookingDto, { bookingId: string; paymentIntentId: string; checkoutToken: string }>({
      query: ({ bookingId, paymentIntentId, checkoutToken }) => ({
        url: `/payments/bookings/${seg(bookingId)}/finalize`,
        method: 'POST',
        body: { paymentIntentId },
        headers: { [CHECKOUT_TOKEN_HEADER]: checkoutToken },
      }),
      transformResponse: data<BookingDto>,
      extraOptions: { silent: true },
      invalidatesTags: ['WorkshopSchedule'],
    }),
    createSandboxCard: build.mutation<PaymentMethodDto, SandboxCardBody>({
      query: (body) => ({ url: '/public/payments/sandbox/payment-methods', method: 'POST', body }),
      transformResponse: data<PaymentMethodDto>,
      extraOptions: { silent: true },
    }),
    confirmSandboxIntent: build.mutation<SandboxIntentDto, { intentId: string; clientSecret: string; paymentMethodId: string }>({
      query: ({ intentId, ...body }) => ({
        url: `/public/payments/sandbox/payment-intents/${seg(intentId)}/confirm`,
        method: 'POST',
        body,
      }),
      transformResponse: data<SandboxIntentDto>,
      extraOptions: { silent: true },
    }),
    answerSandboxStep: build.mutation<SandboxIntentDto, { intentId: string; clientSecret: string; approve: boolean }>({
      query: ({ intentId, clientSecret, approve }) => ({
        url: `/public/payments/sandbox/payment-intents/${seg(intentId)}/${approve ? 'approve' : 'refuse'}`,
        method: 'POST',
        body: { clientSecret },
      }),
      transformResponse: data<SandboxIntentDto>,
      extraOptions: { silent: true },
    }),
    finalizePayment: build.mutation<BookingDto, { bookingId: string; paymentIntentId: string }>({
      query: ({ bookingId, paymentIntentId }) => ({
        url: `/payments/bookings/${seg(bookingId)}/finalize`,
        method: 'POST',
        body: { paymentIntentId },
      }),
      transformResponse: data<BookingDto>,
      extraOptions: { silent: true },
      invalidatesTags: [BOOKINGS, INVOICES, 'WorkshopSchedule'],
    }),
    verifyVoucher: build.mutation<VoucherCheckDto, { code: string; workshopScheduleId: string; seats: number }>({
      query: ({ code, workshopScheduleId, seats }) => ({
        url: `/vouchers/verify/${seg(code)}`,
        params: { workshopScheduleId, seats },
      }),
      transformResponse: data<VoucherCheckDto>,
      extraOptions: { silent: true },
    }),
    getPaymentMethods: build.query<PaymentMethodDto[], void>({
      query: () => ({ url: '/payments/payment-methods' }),
      transformResponse: data<PaymentMethodDto[]>,
      providesTags: [METHODS],
    }),
    savePaymentMethod: build.mutation<PaymentMethodDto, { paymentMethodId: string; makeDefault?: boolean }>({
      query: (body) => ({ url: '/payments/payment-methods', method: 'POST', body }),
      transformResponse: data<PaymentMethodDto>,
      extraOptions: { silent: true },
      invalidatesTags: [METHODS],
    }),
    startCardSetup: build.mutation<CardSetupDto, void>({
      query: () => ({ url: '/payments/payment-methods/setup-intent', method: 'POST', body: {} }),
      transformResponse: data<CardSetupDto>,
      extraOptions: { silent: true },
    }),
    makeDefaultPaymentMethod: build.mutation<unknown, string>({
      query: (paymentMethodId) => ({ url: '/payments/payment-methods/default', method: 'PUT', body: { paymentMethodId } }),
      invalidatesTags: [METHODS],
    }),
    removePaymentMethod: build.mutation<unknown, string>({
      query: (id) => ({ url: `/payments/payment-methods/${seg(id)}`, method: 'DELETE' }),
      invalidatesTags: [METHODS],
    }),
    getMyInvoices: build.query<ListEnvelope<InvoiceSummaryDto>, { userId: string; page: number }>({
      query: ({ userId, page }) => ({
        url: '/payments/invoices',
        // A super-admin sees everyone's documents through the same route; /b shows only one's own.
        params: { 'filter[userId]': userId, sort: '-issuedAt', page, perPage: INVOICES_PER_PAGE },
      }),
      providesTags: [INVOICES],
    }),
  }),
});

export const {
  useCreateGuestCheckoutMutation,
  useOpenGuestIntentMutation,
  useFinalizeGuestPaymentMutation,
  useGetPaymentProviderQuery,
  useOpenPaymentIntentMutation,
  useCreateSandboxCardMutation,
  useConfirmSandboxIntentMutation,
  useAnswerSandboxStepMutation,
  useFinalizePaymentMutation,
  useVerifyVoucherMutation,
  useGetPaymentMethodsQuery,
  useSavePaymentMethodMutation,
  useStartCardSetupMutation,
  useMakeDefaultPaymentMethodMutation,
  useRemovePaymentMethodMutation,
  useGetMyInvoicesQuery,
} = paymentsApi;

/** The booking's invoice PDF (the session cookie is the proof; the answer is an attachment). */
export const bookingInvoiceUrl = (bookingId: string) => `${getApiConfig().baseUrl}/payments/bookings/${seg(bookingId)}/invoice`;

/** One invoice or credit note as a PDF. */
export const documentUrl = (id: string) => `${getApiConfig().baseUrl}/payments/invoices/${seg(id)}`;
