import { MAX_EXPERT_INTRODUCTIONS } from "@taxlane/contract";

/**
 * What the thank-you screen says happens next: a request sent through a professional's invitation
 * goes to that professional alone; any other is matched with up to five.
 */
export function giftLead(throughInvitation: boolean): string {
  return throughInvitation
    ? "Your request is on its way to the tax professional who invited you. Here is a little gift while they look at it."
    : `We are matching you with up to ${MAX_EXPERT_INTRODUCTIONS} tax professionals. Here is a little gift while you wait.`;
}
