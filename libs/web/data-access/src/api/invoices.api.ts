/** The invoices module's calls (`apps/api/src/modules/invoices`). */
import {
  INVOICE_PATHS,
  type ApiEnvelope,
  type CreateInvoiceRequest,
  type FeeReportResponse,
  type InvoiceListQuery,
  type InvoiceListResponse,
  type InvoiceMessage,
  type InvoiceMessageListResponse,
  type InvoiceResponse,
  type InvoiceSettings,
  type RecordPaymentRequest,
  type UpdateInvoiceRequest,
  type UpdateInvoiceSettingsRequest,
} from '@fachwerk/shared/contracts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- a secondary entry point using the main one (the shared singleton)
import { baseApi, envelopeData } from '@fachwerk/web/data-access';
import { withMessage, type WithMessage } from '../lib/feature-api/with-message';

const tagged = baseApi.enhanceEndpoints({ addTagTypes: ['Invoices', 'InvoiceSettings', 'WorkLogs'] });
const CHANGED = ['Invoices', 'Notifications', 'WorkLogs'] as const;

/**
 * A mutation whose answer is the saved record puts it into that record's cache entry at once, so the
 * page or dialog opened next starts from it instead of the cached older answer until the refetch:
 * the view after issuing shows the number, not "Entwurf"; the settings dialog opened again after a
 * save shows the saved certificate date.
 */
const storeAnswer = <T>(store: (saved: T) => unknown) => ({
  async onQueryStarted(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: WithMessage<T> }> }) {
    try {
      const { data } = await queryFulfilled;
      dispatch(store(data.data));
    } catch {
      // the dialog shows the error
    }
  },
});
const storeInvoice = storeAnswer<InvoiceResponse>((invoice): unknown => invoicesApi.util.upsertQueryData('invoice', invoice._id, invoice));

/** The invoice endpoints (injected into the shell's base API when the invoices chunk loads). */
export const invoicesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    invoices: build.query<InvoiceListResponse, InvoiceListQuery>({
      query: (params) => ({ url: INVOICE_PATHS.list, params: params as Record<string, unknown> }),
      transformResponse: (envelope: ApiEnvelope<InvoiceListResponse>) => envelopeData(envelope),
      providesTags: ['Invoices'],
    }),
    invoice: build.query<InvoiceResponse, string>({
      query: (id) => INVOICE_PATHS.one(id),
      transformResponse: (envelope: ApiEnvelope<InvoiceResponse>) => envelopeData(envelope),
      providesTags: ['Invoices'],
    }),
    createInvoice: build.mutation<WithMessage<InvoiceResponse>, CreateInvoiceRequest>({
      query: (body) => ({ url: INVOICE_PATHS.list, method: 'POST', body }),
      transformResponse: withMessage<InvoiceResponse>,
      invalidatesTags: [...CHANGED],
    }),
    updateInvoice: build.mutation<WithMessage<InvoiceResponse>, { id: string; body: UpdateInvoiceRequest }>({
      query: ({ id, body }) => ({ url: INVOICE_PATHS.one(id), method: 'PATCH', body }),
      transformResponse: withMessage<InvoiceResponse>,
      invalidatesTags: [...CHANGED],
      ...storeInvoice,
    }),
    issueInvoice: build.mutation<WithMessage<InvoiceResponse>, string>({
      query: (id) => ({ url: INVOICE_PATHS.issue(id), method: 'POST', body: {} }),
      transformResponse: withMessage<InvoiceResponse>,
      invalidatesTags: [...CHANGED],
      ...storeInvoice,
    }),
    cancelInvoice: build.mutation<WithMessage<InvoiceResponse>, string>({
      query: (id) => ({ url: INVOICE_PATHS.cancel(id), method: 'POST', body: {} }),
      transformResponse: withMessage<InvoiceResponse>,
      invalidatesTags: [...CHANGED],
      ...storeInvoice,
    }),
    recordPayment: build.mutation<WithMessage<InvoiceResponse>, { id: string; body: RecordPaymentRequest }>({
      query: ({ id, body }) => ({ url: INVOICE_PATHS.payment(id), method: 'POST', body }),
      transformResponse: withMessage<InvoiceResponse>,
      invalidatesTags: [...CHANGED],
      ...storeInvoice,
    }),
    confirmPayment: build.mutation<WithMessage<InvoiceResponse>, { id: string; paymentId: string }>({
      query: ({ id, paymentId }) => ({ url: INVOICE_PATHS.confirmPayment(id, paymentId), method: 'POST', body: {} }),
      transformResponse: withMessage<InvoiceResponse>,
      invalidatesTags: [...CHANGED],
      ...storeInvoice,
    }),
    contestPayment: build.mutation<WithMessage<InvoiceResponse>, { id: string; paymentId: string; reason: string }>({
      query: ({ id, paymentId, reason }) => ({ url: INVOICE_PATHS.contestPayment(id, paymentId), method: 'POST', body: { reason } }),
      transformResponse: withMessage<InvoiceResponse>,
      invalidatesTags: [...CHANGED],
      ...storeInvoice,
    }),
    invoiceMessages: build.query<InvoiceMessageListResponse, string>({
      query: (id) => ({ url: INVOICE_PATHS.messages(id), params: { limit: 100 } }),
      transformResponse: (envelope: ApiEnvelope<InvoiceMessageListResponse>) => envelopeData(envelope),
      providesTags: ['Invoices'],
    }),
    sendInvoiceMessage: build.mutation<WithMessage<InvoiceMessage>, { id: string; body: string }>({
      query: ({ id, body }) => ({ url: INVOICE_PATHS.messages(id), method: 'POST', body: { body } }),
      transformResponse: withMessage<InvoiceMessage>,
      invalidatesTags: ['Invoices'],
    }),
    invoiceSettings: build.query<InvoiceSettings, void>({
      query: () => INVOICE_PATHS.settings,
      transformResponse: (envelope: ApiEnvelope<InvoiceSettings>) => envelopeData(envelope),
      providesTags: ['InvoiceSettings'],
    }),
    updateInvoiceSettings: build.mutation<WithMessage<InvoiceSettings>, UpdateInvoiceSettingsRequest>({
      query: (body) => ({ url: INVOICE_PATHS.settings, method: 'PATCH', body }),
      transformResponse: withMessage<InvoiceSettings>,
      ...storeAnswer<InvoiceSettings>((settings): unknown => invoicesApi.util.upsertQueryData('invoiceSettings', undefined, settings)),
    }),
    feeReport: build.query<FeeReportResponse, { from: string; to: string }>({
      query: (params) => ({ url: INVOICE_PATHS.feeReport, params }),
      transformResponse: (envelope: ApiEnvelope<FeeReportResponse>) => envelopeData(envelope),
      providesTags: ['Invoices'],
    }),
  }),
});

export const {
  useInvoicesQuery,
  useInvoiceQuery,
  useCreateInvoiceMutation,
  useUpdateInvoiceMutation,
  useIssueInvoiceMutation,
  useCancelInvoiceMutation,
  useRecordPaymentMutation,
  useConfirmPaymentMutation,
  useContestPaymentMutation,
  useInvoiceMessagesQuery,
  useSendInvoiceMessageMutation,
  useInvoiceSettingsQuery,
  useUpdateInvoiceSettingsMutation,
  useFeeReportQuery,
} = invoicesApi;
