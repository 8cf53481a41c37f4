/**
 * Matching: which experts a request for quotes is introduced to, and why. Pure and deterministic:
 * the same request and candidates always give the same experts in the same order, each with the
 * reasons both sides are shown.
 */
import {
  FactorThatHelpYouHirePreparer,
  MAX_INTRODUCTIONS,
  TaxPreparationTypeId,
  TaxPreparerTypeId,
  taxPreparerTypeLabels,
  usStateName,
  WorkingTypeId,
} from "@taxlane/contract";
import { isLanguage, type Language, languageOf, t } from "@taxlane/contract/i18n";

/** What matching reads of a request: its kind and the wishes its answers express. */
export interface MatchRequest {
  /** 1 individual, 2 business entity. */
  kind: number;
  state: string | null;
  /** Individual answers say this; business requests do not ask, and are taken as open to it. */
  okWithVirtualMeetings: boolean;
  wantsDocumentDropOff: boolean;
  /** factorThatHelpYouHirePreparer codes: what the taxpayer said matters most. */
  hiringFactors: readonly number[];
  /** The language the taxpayer would rather be served in, when they said. */
  preferredLanguage?: Language | undefined;
}

/** What matching reads of an expert. */
export interface ExpertCandidate {
  userId: number;
  taxPreparationTypeId: number;
  taxPreparerTypeId: number;
  workingTypeIds: readonly number[];
  state: string;
  yearsOfExperience: number;
  /** Average stars, or null without reviews. */
  rating: number | null;
  reviewsCount: number;
  /** Jobs started and not yet filed, plus quotes chosen and waiting for the expert. */
  openJobs: number;
  /** Average hours from introduction to quote over recent introductions, or null with none. */
  averageQuoteHours: number | null;
  /** An operator checked the credentials: verified professionals are preferred. */
  credentialsVerified?: boolean;
  /** The languages the expert serves clients in (catalog codes); English when not given. */
  languages?: readonly string[];
}

export interface Match {
  expertUserId: number;
  score: number;
  reasons: string[];
}

/**
 * `strict`: the expert offers the service and can meet the taxpayer as they wish (same state, or
 * online for a taxpayer who is fine with that). `widened`, used when too few fit strictly: any
 * expert who offers the service and is in the same state or works online.
 */
export type MatchRound = "strict" | "widened";

const REASONS_SHOWN = 3;

function offersService(expert: ExpertCandidate, kind: number): boolean {
  return expert.taxPreparationTypeId === TaxPreparationTypeId.both || expert.taxPreparationTypeId === kind;
}

const worksOnline = (expert: ExpertCandidate) => expert.workingTypeIds.includes(WorkingTypeId.onlineOrPhone);
const meetsInPerson = (expert: ExpertCandidate) =>
  expert.workingTypeIds.includes(WorkingTypeId.travelsToClients) ||
  expert.workingTypeIds.includes(WorkingTypeId.clientsTravelToThem);

export function fits(request: MatchRequest, expert: ExpertCandidate, round: MatchRound): boolean {
  if (!offersService(expert, request.kind)) return false;
  const sameState = request.state !== null && expert.state === request.state;
  if (sameState) return true;
  if (!worksOnline(expert)) return false;
  return round === "widened" || request.okWithVirtualMeetings || request.state === null;
}

interface Scored {
  points: number;
  reason?: string;
}

const certifiedTypes: readonly number[] = [
  TaxPreparerTypeId.attorney,
  TaxPreparerTypeId.cpa,
  TaxPreparerTypeId.enrolledAgent,
];

const certificationName = (typeId: number): string =>
  (taxPreparerTypeLabels as Readonly<Record<number, string>>)[typeId] ?? "professional";

function responsiveness(averageQuoteHours: number | null): Scored {
  // A new expert has no record yet: a middle score gives them a fair chance.
  if (averageQuoteHours === null) return { points: 5 };
  if (averageQuoteHours <= 4) return { points: 10, reason: t("marketplace.matchQuotesWithinHours") };
  if (averageQuoteHours <= 24) return { points: 7, reason: t("marketplace.matchQuotesWithinDay") };
  if (averageQuoteHours <= 72) return { points: 3 };
  return { points: 0 };
}

const speaksReason: Readonly<Record<Language, () => string>> = {
  en: () => t("marketplace.matchSpeaksEnglish"),
  es: () => t("marketplace.matchSpeaksSpanish"),
};

/**
 * A professional who serves clients in the language the taxpayer asked for: as much as the same
 * state, since a return explained in a language one follows badly is a worse service than one done
 * remotely; said second, after where they are.
 */
function sharedLanguage(request: MatchRequest, expert: ExpertCandidate): Scored | null {
  const wanted = request.preferredLanguage;
  if (!wanted) return null;
  const spoken = expert.languages ?? ["en"];
  return spoken.includes(wanted) ? { points: 30, reason: speaksReason[wanted]() } : { points: 0 };
}

/** Each rule's points and, when it says something useful, its reason, most telling first. */
function scoreParts(request: MatchRequest, expert: ExpertCandidate): Scored[] {
  const sameState = request.state !== null && expert.state === request.state;
  const factors = new Set(request.hiringFactors);
  const parts: Scored[] = [];

  if (sameState) {
    parts.push({ points: 30, reason: t("marketplace.matchSameState", { state: usStateName(expert.state) }) });
  } else {
    parts.push({ points: 0, reason: t("marketplace.matchWorksOnline") });
  }
  const shared = sharedLanguage(request, expert);
  if (shared) parts.push(shared);
  if (request.okWithVirtualMeetings && worksOnline(expert)) {
    parts.push({
      points: 15,
      reason: sameState ? t("marketplace.matchMeetsOnline") : undefined,
    });
  }
  if (request.wantsDocumentDropOff && sameState && meetsInPerson(expert)) {
    parts.push({ points: 15, reason: t("marketplace.matchTakesDocuments") });
  }

  const reputationWeight = factors.has(FactorThatHelpYouHirePreparer.reputation) ? 6 : 4;
  if (expert.rating !== null && expert.reviewsCount > 0) {
    parts.push({
      points: Math.round(expert.rating * reputationWeight),
      reason:
        expert.rating >= 4
          ? t("marketplace.matchRated", {
              rating: expert.rating.toFixed(1),
              count: String(expert.reviewsCount),
              reviews: expert.reviewsCount,
            })
          : undefined,
    });
  }

  const experienceWeight = factors.has(FactorThatHelpYouHirePreparer.experience) ? 1 : 0.5;
  parts.push({
    points: Math.round(Math.min(expert.yearsOfExperience, 20) * experienceWeight),
    reason: expert.yearsOfExperience >= 5 ? `${expert.yearsOfExperience} years of experience` : undefined,
  });

  if (certifiedTypes.includes(expert.taxPreparerTypeId)) {
    const valued = factors.has(FactorThatHelpYouHirePreparer.professionalCertification);
    parts.push({
      points: valued ? 10 : 3,
      reason: valued ? `Certified: ${certificationName(expert.taxPreparerTypeId)}` : undefined,
    });
  }

  if (expert.taxPreparationTypeId === request.kind) {
    parts.push({
      points: 5,
      reason:
        request.kind === TaxPreparationTypeId.individual ? undefined : t("marketplace.matchBusinessFocus"),
    });
  }

  parts.push(responsiveness(expert.averageQuoteHours));
  parts.push({
    points: Math.max(0, 10 - 2 * expert.openJobs),
    reason: expert.openJobs <= 2 ? t("marketplace.matchHasRoom") : undefined,
  });
  if (expert.credentialsVerified) {
    // Last, so it adds points and speaks only when the more telling reasons are few.
    parts.push({ points: 8, reason: t("marketplace.matchVerified") });
  }
  return parts;
}

export function scoreExpert(request: MatchRequest, expert: ExpertCandidate): Match {
  const parts = scoreParts(request, expert);
  return {
    expertUserId: expert.userId,
    score: parts.reduce((sum, part) => sum + part.points, 0),
    reasons: parts.flatMap((part) => (part.reason ? [part.reason] : [])).slice(0, REASONS_SHOWN),
  };
}

/**
 * The best experts for a request in this round, highest score first (ties: the earlier member
 * first), leaving out `excluded` (already introduced), at most `limit`.
 */
export function rankExperts(
  request: MatchRequest,
  candidates: readonly ExpertCandidate[],
  options: { round: MatchRound; limit?: number; excluded?: ReadonlySet<number> },
): Match[] {
  const limit = options.limit ?? MAX_INTRODUCTIONS;
  if (limit <= 0) return [];
  return candidates
    .filter((expert) => !options.excluded?.has(expert.userId) && fits(request, expert, options.round))
    .map((expert) => scoreExpert(request, expert))
    .sort((a, b) => b.score - a.score || a.expertUserId - b.expertUserId)
    .slice(0, limit);
}

/** The reason shown for a request made through the expert's own invitation link. */
export const INVITED_REASON = t("marketplace.matchInvitedYou");

const preferredLanguageOf = (stored: unknown): Language | undefined =>
  typeof stored === "string" && isLanguage(stored) ? languageOf(stored) : undefined;

/** The wishes matching reads from stored answers. */
export function matchRequestOf(request: {
  kind: number;
  state: string | null;
  answers: Record<string, unknown>;
}): MatchRequest {
  const { answers } = request;
  const factors = answers.factorThatHelpYouHirePreparer;
  return {
    kind: request.kind,
    state: request.state,
    okWithVirtualMeetings: answers.areYouOkWithVirtualMeetings !== false,
    wantsDocumentDropOff: answers.areYouLookingServiceToDropDocuments === true,
    hiringFactors: Array.isArray(factors) ? factors.filter((code) => typeof code === "number") : [],
    preferredLanguage: preferredLanguageOf(answers.preferredLanguage),
  };
}
