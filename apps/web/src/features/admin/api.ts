import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type AdminAccountActionRequest,
  type EndpointRequest,
  endpointRoutes,
  type endpoints,
  type ResetSecondFactorsRequest,
  type SaveBlogPostRequest,
  type SaveFaqEntryRequest,
  type SavePlanRequest,
} from "@taxlane/contract";
import { call } from "../../lib/api-call";

/** Every operator console query's key starts with this. */
const adminKey = ["admin"] as const;

/** GET /Admin/PendingProfessionals: credentials waiting for a check. */
export const pendingProfessionalsQuery = () =>
  queryOptions({
    queryKey: [...adminKey, "pending"],
    queryFn: ({ signal }) => call(endpointRoutes.admin.getPendingProfessionals, {}, { signal }),
  });

/** GET /Admin/Accounts: every account, newest first, a page at a time, narrowed by e-mail or name. */
export const accountsQuery = (query: { text?: string; beforeId?: number }) =>
  queryOptions({
    queryKey: [...adminKey, "accounts", query],
    queryFn: ({ signal }) => call(endpointRoutes.admin.searchAccounts, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /Admin/Inbox: contact and book-a-demo messages. */
export const inboxQuery = (topic: "contact" | "demo" | undefined) =>
  queryOptions({
    queryKey: [...adminKey, "inbox", topic ?? "all"],
    queryFn: ({ signal }) => call(endpointRoutes.admin.getInbox, { query: { topic } }, { signal }),
  });

/** The audit log's filter: the contract's query (`z.input` of its schema) but the page's place. */
export type AuditFilter = Omit<
  NonNullable<EndpointRequest<typeof endpoints.admin.getAuditLog>["query"]>,
  "beforeId"
>;

/** GET /Admin/AuditLog: the entries matching the filter, newest first, a page at a time. */
export const auditLogQuery = (filter: AuditFilter, beforeId: number | undefined) =>
  queryOptions({
    queryKey: [...adminKey, "audit", filter, beforeId],
    queryFn: ({ signal }) =>
      call(endpointRoutes.admin.getAuditLog, { query: { ...filter, beforeId } }, { signal }),
    placeholderData: (previous) => previous,
  });

function useAdminChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKey });
}

export function useApproveProfessional() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: (body: AdminAccountActionRequest) => call(endpointRoutes.admin.approveProfessional, { body }),
    onSuccess: changed,
  });
}

export function useRefuseProfessional() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: (input: { userId: number; reason: string }) =>
      call(endpointRoutes.admin.refuseProfessional, { body: input }),
    onSuccess: changed,
  });
}

export function useSuspendAccount() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: (body: AdminAccountActionRequest) => call(endpointRoutes.admin.suspendAccount, { body }),
    onSuccess: changed,
  });
}

export function useRestoreAccount() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: (body: AdminAccountActionRequest) => call(endpointRoutes.admin.restoreAccount, { body }),
    onSuccess: changed,
  });
}

/** GET /Admin/SupportCases: the taxpayers' support cases whose grant is live. */
export const supportCasesQuery = () =>
  queryOptions({
    queryKey: [...adminKey, "support-cases"],
    queryFn: ({ signal }) => call(endpointRoutes.admin.getSupportCases, {}, { signal }),
  });

/** GET /Admin/SupportCaseAnswers: a live case's organizer answers (each read is audited). */
export const supportCaseAnswersQuery = (caseId: number) =>
  queryOptions({
    queryKey: [...adminKey, "support-case-answers", caseId],
    queryFn: ({ signal }) =>
      call(endpointRoutes.admin.getSupportCaseAnswers, { query: { caseId } }, { signal }),
    // The grant can end at any moment: never show a cached read after it did.
    staleTime: 0,
    gcTime: 0,
  });

/** GET /Admin/BlogPosts: every post, published or not. */
export const adminBlogPostsQuery = () =>
  queryOptions({
    queryKey: [...adminKey, "blog-posts"],
    queryFn: ({ signal }) => call(endpointRoutes.admin.getBlogPosts, {}, { signal }),
  });

/** GET /Admin/FaqEntries: every FAQ entry, published or not. */
export const adminFaqEntriesQuery = () =>
  queryOptions({
    queryKey: [...adminKey, "faq-entries"],
    queryFn: ({ signal }) => call(endpointRoutes.admin.getFaqEntries, {}, { signal }),
  });

/** POST /Admin/PreviewMarkdown: the Markdown as the public pages render it. */
export const markdownPreviewQuery = (markdown: string) =>
  queryOptions({
    queryKey: [...adminKey, "preview", markdown],
    queryFn: ({ signal }) => call(endpointRoutes.admin.previewMarkdown, { body: { markdown } }, { signal }),
    placeholderData: (previous) => previous,
  });

export function useSaveBlogPost() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: (post: SaveBlogPostRequest) => call(endpointRoutes.admin.saveBlogPost, { body: post }),
    onSuccess: changed,
  });
}

export function useSaveFaqEntry() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: (entry: SaveFaqEntryRequest) => call(endpointRoutes.admin.saveFaqEntry, { body: entry }),
    onSuccess: changed,
  });
}

export function usePublishContent(kind: "post" | "faq") {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: (body: { id: number; published: boolean }) =>
      call(kind === "post" ? endpointRoutes.admin.publishBlogPost : endpointRoutes.admin.publishFaqEntry, {
        body,
      }),
    onSuccess: changed,
  });
}

/** GET /Admin/Plans: every plan with its prices and live subscriptions. */
export const adminPlansQuery = () =>
  queryOptions({
    queryKey: [...adminKey, "plans"],
    queryFn: ({ signal }) => call(endpointRoutes.admin.getPlans, {}, { signal }),
  });

export function useSavePlan() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: (plan: SavePlanRequest) => call(endpointRoutes.admin.savePlan, { body: plan }),
    onSuccess: changed,
  });
}

/** GET /Admin/Payments: Taxlane's fee, the totals, the open disputes and the latest payments. */
export const adminPaymentsQuery = () =>
  queryOptions({
    queryKey: [...adminKey, "payments"],
    queryFn: ({ signal }) => call(endpointRoutes.admin.getPayments, {}, { signal }),
  });

/** POST /Admin/SavePaymentFee: the fee of payments from now on; answers the console's payments again. */
export function useSavePaymentFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feeBasisPoints: number) =>
      call(endpointRoutes.admin.savePaymentFee, { body: { feeBasisPoints } }),
    onSuccess: (payments) => queryClient.setQueryData(adminPaymentsQuery().queryKey, payments),
  });
}

/** GET /Admin/SecondFactors: one person's sign-in factors; every look is kept in the audit log. */
export const secondFactorsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...adminKey, "second-factors", userId],
    queryFn: ({ signal }) => call(endpointRoutes.admin.secondFactors, { query: { userId } }, { signal }),
  });

/** POST /Admin/ResetSecondFactors: removes the person's app, passkeys and recovery codes. */
export function useResetSecondFactors() {
  const changed = useAdminChanged();
  return useMutation({
    mutationFn: (body: ResetSecondFactorsRequest) => call(endpointRoutes.admin.resetSecondFactors, { body }),
    onSuccess: changed,
  });
}

/** GET /Admin/GetUncorrectedRejections: rejections not corrected within 24 hours. */
export const uncorrectedRejectionsQuery = () =>
  queryOptions({
    queryKey: [...adminKey, "uncorrected-rejections"],
    queryFn: ({ signal }) => call(endpointRoutes.admin.getUncorrectedRejections, {}, { signal }),
  });
