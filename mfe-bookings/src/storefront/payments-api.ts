// The booker's payment calls: which card form to show, the booking's intent, the sandbox's card form
// (its stand-in for Stripe.js), finalize, the voucher check, saved cards and invoices. Injected only by
// the lazy checkout and booker-area chunks. Answer shapes are the contract's (packages/contracts dto).
import type {
  BookingDto,
  BookingPaymentIntentDto,
  InvoiceSummaryDto,
  ListEnvelope,
  PaymentMethodDto,
  PaymentProviderDto,
  ResourceEnvelope,
  SandboxIntentDto,
  VoucherCheckDto,
} from '@coachwork/contracts';
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
  useGetPaymentProviderQuery,
  useOpenPaymentIntentMutation,
  useCreateSandboxCardMutation,
  useConfirmSandboxIntentMutation,
  useAnswerSandboxStepMutation,
  useFinalizePaymentMutation,
  useVerifyVoucherMutation,
  useGetPaymentMethodsQuery,
  useSavePaymentMethodMutation,
  useMakeDefaultPaymentMethodMutation,
  useRemovePaymentMethodMutation,
  useGetMyInvoicesQuery,
} = paymentsApi;

/** The booking's invoice PDF (the session cookie is the proof; the answer is an attachment). */
export const bookingInvoiceUrl = (bookingId: string) => `${getApiConfig().baseUrl}/payments/bookings/${seg(bookingId)}/invoice`;

/** One invoice or credit note as a PDF. */
export const documentUrl = (id: string) => `${getApiConfig().baseUrl}/payments/invoices/${seg(id)}`;
