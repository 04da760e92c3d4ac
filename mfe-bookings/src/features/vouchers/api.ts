// The console's vouchers (/v1/vouchers, super-admins) and a booking's money (/v1/payments/bookings/{id}),
// injected into web-kit's api. Endpoint names are the console's own (the remotes share one api).
import type {
  BookingPaymentsDto,
  CreateVoucherInput,
  ListEnvelope,
  ResourceEnvelope,
  UpdateVoucherInput,
  VoucherDto,
  VoucherRedemptionDto,
} from '@coachwork/contracts';
import { api, getApiConfig, type ListParams } from '@coachwork/web-kit';

const data = <T>(r: ResourceEnvelope<T>) => r.data;
const VOUCHERS = { type: 'Voucher', id: 'LIST' } as const;
const seg = encodeURIComponent;

export const vouchersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConsoleVouchers: build.query<ListEnvelope<VoucherDto>, ListParams | Record<string, string | number>>({
      query: (params) => ({ url: '/vouchers', params }),
      providesTags: (result) => [VOUCHERS, ...(result?.data ?? []).map((v) => ({ type: 'Voucher' as const, id: v.id }))],
    }),
    getConsoleVoucher: build.query<VoucherDto, string>({
      query: (id) => ({ url: `/vouchers/${seg(id)}` }),
      transformResponse: data<VoucherDto>,
      providesTags: (_r, _e, id) => [{ type: 'Voucher', id }],
    }),
    getVoucherRedemptions: build.query<VoucherRedemptionDto[], string>({
      query: (id) => ({ url: `/vouchers/${seg(id)}/redemptions` }),
      transformResponse: data<VoucherRedemptionDto[]>,
      providesTags: (_r, _e, id) => [{ type: 'Voucher', id }],
    }),
    createConsoleVoucher: build.mutation<VoucherDto, CreateVoucherInput>({
      query: (body) => ({ url: '/vouchers', method: 'POST', body }),
      transformResponse: data<VoucherDto>,
      invalidatesTags: [VOUCHERS],
    }),
    updateConsoleVoucher: build.mutation<VoucherDto, { id: string; body: UpdateVoucherInput }>({
      query: ({ id, body }) => ({ url: `/vouchers/${seg(id)}`, method: 'PATCH', body }),
      transformResponse: data<VoucherDto>,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Voucher', id }, VOUCHERS],
    }),
    deleteConsoleVoucher: build.mutation<void, string>({
      query: (id) => ({ url: `/vouchers/${seg(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Voucher', id }, VOUCHERS],
    }),
    getBookingPayments: build.query<BookingPaymentsDto, string>({
      query: (id) => ({ url: `/payments/bookings/${seg(id)}` }),
      transformResponse: data<BookingPaymentsDto>,
      providesTags: (_r, _e, id) => [{ type: 'Booking', id: `PAYMENTS-${id}` }],
    }),
    refundBooking: build.mutation<unknown, { id: string; amount: number; reason: string }>({
      query: ({ id, amount, reason }) => ({
        url: `/payments/bookings/${seg(id)}/refunds`,
        method: 'POST',
        body: { amount, reason },
      }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Booking', id: `PAYMENTS-${id}` }, { type: 'Booking', id }],
    }),
  }),
});

export const {
  useGetConsoleVoucherQuery,
  useGetVoucherRedemptionsQuery,
  useCreateConsoleVoucherMutation,
  useUpdateConsoleVoucherMutation,
  useDeleteConsoleVoucherMutation,
  useGetBookingPaymentsQuery,
  useRefundBookingMutation,
} = vouchersApi;

/** An invoice or credit note as issued (the session cookie is the proof). */
export const documentUrl = (id: string) => `${getApiConfig().baseUrl}/payments/invoices/${seg(id)}`;
