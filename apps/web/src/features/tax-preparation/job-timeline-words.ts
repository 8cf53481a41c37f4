import type { JobTimelineStepName } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";

/** Each step's name as the card says it. */
export const stepName: Readonly<Record<JobTimelineStepName, () => string>> = {
  hired: () => t("jobTimelinePages.stepHired"),
  engagementSigned: () => t("jobTimelinePages.stepEngagementSigned"),
  organizerComplete: () => t("jobTimelinePages.stepOrganizerComplete"),
  documentsComplete: () => t("jobTimelinePages.stepDocumentsComplete"),
  inReview: () => t("jobTimelinePages.stepInReview"),
  return8879Signed: () => t("jobTimelinePages.stepReturn8879Signed"),
  filed: () => t("jobTimelinePages.stepFiled"),
  accepted: () => t("jobTimelinePages.stepAccepted"),
  rejected: () => t("jobTimelinePages.stepRejected"),
  refundIssued: () => t("jobTimelinePages.stepRefundIssued"),
};
