import { FREE_TRIAL_DAYS, RoleId } from "@taxlane/contract";
import type { NewPlan } from "./billing.repository";

/**
 * The plans a fresh installation offers, installed once by `code`; after that the database is the
 * source of prices, so an operator changes a price there, not here.
 */
export const planCatalog: readonly NewPlan[] = [
  {
    code: "taxpayer-plus",
    roleId: RoleId.taxpayer,
    name: "Plus",
    description:
      "For individuals, families and small businesses who want a professional on their side all year.",
    monthlyPrice: 12,
    yearlyPrice: 120,
    features: [
      "Up to 5 introductions to matched professionals",
      "Compare quotes, profiles and reviews",
      "Secure messages and document uploads",
      "The guided tax organizer",
      "Book appointments in person, by phone or video",
    ],
    trialDays: FREE_TRIAL_DAYS,
  },
  {
    code: "expert-professional",
    roleId: RoleId.expert,
    name: "Professional",
    description: "For CPAs, enrolled agents, attorneys and registered preparers growing their practice.",
    monthlyPrice: 49,
    yearlyPrice: 490,
    features: [
      "Requests matched to your services, state and way of working",
      "Unlimited quotes",
      "Client messages, documents and organizer answers in one place",
      "Appointments calendar with external calendar sync",
      "A public directory profile with your reviews",
    ],
    trialDays: FREE_TRIAL_DAYS,
  },
];
