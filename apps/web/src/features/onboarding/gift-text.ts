import { MAX_EXPERT_INTRODUCTIONS } from "@taxlane/contract";
import { onboarding } from "@taxlane/contract/i18n/local/onboarding";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

/**
 * What the thank-you screen says happens next: a request sent through a professional's invitation
 * goes to that professional alone; any other is matched with up to five.
 */
export function giftLead(throughInvitation: boolean): string {
  return throughInvitation
    ? onboarding.giftLeadInvited
    : formatPlain(onboarding.giftLeadMatching, { count: MAX_EXPERT_INTRODUCTIONS });
}
