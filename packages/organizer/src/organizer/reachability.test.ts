import { describe, expect, it } from "vitest";
import { organizerSpouseKey } from "./counterparts";
import { individualOrganizer as organizer } from "./individual";
import { organizerQuestions, organizerSteps } from "./lookup";
import { readValueKinds } from "./read-values";
import { maskSensitiveText, organizerSensitiveKind } from "./sensitive";
import type { OrganizerAnswers, OrganizerAnswerValue, OrganizerContext } from "./types";
import { OrganizerVisibility } from "./visibility";

const questions = organizerQuestions(organizer);

/** Every yes/no and check box answered `flag`, every option question with its first option, then `overrides`. */
function scenario(flag: boolean, overrides: OrganizerAnswers): OrganizerAnswers {
  const answers: Record<string, OrganizerAnswerValue | undefined> = {};
  for (const question of questions) {
    if (question.options !== undefined) answers[question.key] = question.options[0]?.value;
    else if (question.input === "yesNo" || question.input === "checkbox") answers[question.key] = flag;
  }
  return { ...answers, ...overrides };
}

const scenarios: readonly [string, OrganizerAnswers, OrganizerContext][] = [
  ["prior PDF, married since", scenario(true, {}), {}],
  [
    "no prior return, married",
    scenario(false, { hasFiledTaxReturnPreviously: false, wereYouLegallyMarriedLastDayOfTheYear: true }),
    {},
  ],
  [
    "paper copy scanned",
    scenario(true, { hasDigitalCopyInPdfFormat: false, canRequestPdfCopyForPreviousPreparer: false }),
    {},
  ],
  [
    "paper copy dropped off",
    scenario(true, {
      hasDigitalCopyInPdfFormat: false,
      canRequestPdfCopyForPreviousPreparer: false,
      canScanTaxReturnIntoPdfFormat: false,
    }),
    {},
  ],
  ["PDF requested from the previous preparer", scenario(true, { hasDigitalCopyInPdfFormat: false }), {}],
  ["no license", scenario(true, { hasFiledTaxReturnPreviously: false }), {}],
];

describe("organizer reachability", () => {
  it("asks every question that is not filled in by the client in some path", () => {
    const reached = new Set<string>();
    for (const [, answers, context] of scenarios) {
      const visibility = new OrganizerVisibility(organizer, answers, context);
      for (const question of questions) if (visibility.isQuestionVisible(question)) reached.add(question.key);
    }
    const unreached = questions.filter((question) => !question.derived && !reached.has(question.key));
    expect(unreached.map((question) => question.key)).toEqual([]);
    // Besides these two, the values confirmed from read documents (`read-values.ts`) are never asked.
    const derived = questions.filter((question) => question.derived).map((question) => question.key);
    expect(derived.filter((key) => !/^(taxPayer|spouse)_Read\w+Values$/.test(key))).toEqual([
      "taxFillingYear",
      "dependantFullName",
    ]);
    expect(derived).toHaveLength(2 + readValueKinds.length * 2);
  });

  it("shows every step and every notice in some path", () => {
    const steps = new Set<string>();
    const notices = new Set<string>();
    const noPriorMarried = {
      hasFiledTaxReturnPreviously: false,
      wereYouLegallyMarriedLastDayOfTheYear: true,
    };
    const filingStatuses: [string, OrganizerAnswers, OrganizerContext][] = [
      "single",
      "joint",
      "dontKnow",
    ].map((status) => [status, scenario(false, { ...noPriorMarried, filingStatus: status }), {}]);
    for (const [, answers, context] of [...scenarios, ...filingStatuses]) {
      const visibility = new OrganizerVisibility(organizer, answers, context);
      for (const step of organizerSteps(organizer)) {
        if (!visibility.isStepVisible(step)) continue;
        steps.add(step.id);
        for (const notice of step.notices) {
          if (notice.visibleWhen === undefined || visibility.holds(notice.visibleWhen))
            notices.add(`${step.id} ${notice.id}`);
        }
      }
    }
    expect(organizerSteps(organizer).filter((step) => !steps.has(step.id))).toEqual([]);
    const all = organizerSteps(organizer).flatMap((step) =>
      step.notices.map((notice) => `${step.id} ${notice.id}`),
    );
    expect(all.filter((notice) => !notices.has(notice))).toEqual([]);
  });
});

describe("organizer sensitive answers", () => {
  it("knows sensitive keys, their further rows and tables holding tax ids", () => {
    expect(organizerSensitiveKind(organizer, "taxPayerSocialSecurityNo")).toBe("taxId");
    expect(organizerSensitiveKind(organizer, "dependantSocialSecurityNo3")).toBe("taxId");
    expect(organizerSensitiveKind(organizer, "bankRoutingNumber2")).toBe("routingNumber");
    expect(organizerSensitiveKind(organizer, "spouseAccountNumber")).toBe("accountNumber");
    expect(organizerSensitiveKind(organizer, "taxPayerIdentityProtectionPin")).toBe("ipPin");
    expect(organizerSensitiveKind(organizer, "childOrDependentCareExpensesTableInfo")).toBe("taxId");
    expect(organizerSensitiveKind(organizer, "spouseDriversLicense")).toBe("driversLicense");
    expect(organizerSensitiveKind(organizer, "taxPayerFirstName")).toBeNull();
    expect(organizerSensitiveKind(organizer, "unknown")).toBeNull();
  });

  it("masks all but the last four characters", () => {
    expect(maskSensitiveText("123-45-6789")).toBe("•••••••6789");
    expect(maskSensitiveText("123456")).toBe("••3456");
    expect(maskSensitiveText("12345")).toBe("•••••");
  });
});

describe("organizer taxpayer and spouse variants", () => {
  it("pairs a taxpayer's question with the spouse's in the same step", () => {
    expect(organizerSpouseKey(organizer, "taxPayer_HasOwnHome")).toBe("spouse_HasOwnHome");
    expect(organizerSpouseKey(organizer, "taxPayerFirstName")).toBe("spouseFirstName_NoFlow");
    expect(organizerSpouseKey(organizer, "isTaxPayerLegallyBlind")).toBe("isSpouseLegallyBlind_NoFlow");
    expect(organizerSpouseKey(organizer, "didTaxPayerEarnIncomeAsASelfEmployedOrSMLLC")).toBe(
      "didSpouseEarnIncomeAsASelfEmployedOrSMLLC",
    );
    expect(organizerSpouseKey(organizer, "taxPayerBusinessExpense_Wages1")).toBe(
      "spouseBusinessExpense_Wages1",
    );
    expect(organizerSpouseKey(organizer, "bankRoutingNumber")).toBe("spouseBankRoutingNumber");
    expect(organizerSpouseKey(organizer, "streetAsOf31Dec")).toBe("spouseStreetAsOf31Dec");
    expect(organizerSpouseKey(organizer, "taxPayer_NonCashCharitableContributions_HasAny")).toBe(
      "taxPayer_NonCashCharitableContributions_Spouce_HasAny",
    );
    expect(organizerSpouseKey(organizer, "taxPayer_Form1098Upload")).toBeNull();
    expect(organizerSpouseKey(organizer, "hasDependants")).toBeNull();
    expect(organizerSpouseKey(organizer, "spouse_HasOwnHome")).toBeNull();
  });
});
