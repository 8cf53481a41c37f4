/** Business 7-9: questions for every entity, for partnerships and for corporations. */
import { OrganizerCategoryId } from "@taxlane/contract";
import { defineStep, text, yesNo } from "../build";
import { IS_CORPORATION, IS_PARTNERSHIP } from "../business-conditions";
import { yes } from "../conditions";
import { organizerNoteTexts } from "../notices";

const a = (name: string) => `additionalInfo_${name}`;

/** Key, label and, where an amount decides the answer, the help that gives it. */
const allEntityQuestions: readonly (readonly [string, string, string?])[] = [
  [
    "HaveWrittenAccountingProcedureHowExpensesAreTreated",
    "Do you have a written procedure for how expenses are treated?",
  ],
  [
    "HaveAuthorityOverFinancialAccountInForeignCountry",
    "Did the business have authority over a financial account in a foreign country?",
  ],
  ["HaveAnyDebtThatWasCancelled", "Was any debt of the business cancelled or forgiven?"],
  ["WasThisPPPLoan", "Was it a Paycheck Protection Program loan?"],
  ["HaveForeignBankAccounts", "Does the business have foreign bank accounts?"],
  [
    "WasAnyChangeInDeterminingQuantitiesCostValuations",
    "Did the way quantities, costs or valuations of inventory are set change?",
  ],
  [
    "HavePreviouslyFiledForeignBankAccountReport",
    "Has the business filed a foreign bank account report (FBAR) before?",
  ],
  ["HaveIRCSec263AApplied", "Do the uniform capitalization rules (IRC section 263A) apply?"],
  ["HaveAnyForeignPartnersOrShareholders", "Does the business have foreign partners or shareholders?"],
  ["DidPayAnyTaxesToForeignGovernment", "Did the business pay taxes to a foreign government?"],
  ["DidCorporationHave80OrMoreChangeInOwnership", "Did 80% or more of the ownership change?"],
  [
    "DidPayAnyExpensesToMakeBusinessAccessible",
    "Did the business pay to make itself accessible to people with disabilities?",
  ],
  [
    "DidPayAnyFICAOnEmployeeWages",
    "Did the business pay FICA on employees' tips?",
    organizerNoteTexts.tipsFica,
  ],
  [
    "DidIncurAnyResearchAndExperimentalExpenditures",
    "Did the business have research and experimental expenditures?",
  ],
  ["DoesOwnAnyResidentialRentalBuildings", "Does the business own residential rental buildings?"],
  [
    "DidEmploy25OrFewerEquivalentFullTimeEmployees",
    "Did the business employ 25 or fewer full-time equivalent employees?",
    organizerNoteTexts.smallEmployerCredit,
  ],
  [
    "DidIncurStartUpExpensesForSmallEmployerPensionPlan",
    "Did the business start a pension plan for its employees?",
  ],
  ["DoesProvideChildCareFacilitiesOrServices", "Does the business provide child care to its employees?"],
  ["DidPurchaseQualifiePlugInElectricVehicle", "Did the business buy a qualified plug-in electric vehicle?"],
  [
    "DidEmploy50OrMoreEquivalentFullTimeEmployees",
    "Did the business employ 50 or more full-time equivalent employees?",
  ],
  [
    "HasFiledOrRequiredToFile8918Form",
    "Has the business filed, or had to file, Form 8918 (reportable transactions)?",
  ],
  [
    "Since2017DidForeignCorporationAcquireAllPropertiesOfTheBusiness",
    "Since 2017, did a foreign corporation acquire the properties of the business?",
  ],
];

export const businessAllEntitiesStep = defineStep("business", {
  id: "7",
  title: "Questions for all entities",
  lead: "Questions every business answers.",
  sectionId: OrganizerCategoryId.additionalInformation,
  questions: [
    ...allEntityQuestions.map(([name, label, help]) =>
      yesNo(a(name), label, {
        ...(help === undefined ? {} : { help }),
        ...(name === "WasThisPPPLoan" ? { when: yes(a("HaveAnyDebtThatWasCancelled")) } : {}),
      }),
    ),
    text(
      a("ListAnyOtherBusinessCreditMayQualifyFor1"),
      "Another business credit the business may qualify for",
    ),
  ],
  groups: [
    {
      id: "businessCredits",
      title: "Other business credits",
      addLabel: "Add a credit",
      keys: [a("ListAnyOtherBusinessCreditMayQualifyFor1")],
    },
  ],
});

const p = (name: string) => `partnership_${name}`;

export const businessPartnershipStep = defineStep("business", {
  id: "8",
  title: "Questions for partnerships",
  lead: "Asked of partnerships, LLCs and LLPs.",
  sectionId: OrganizerCategoryId.questionsRelatedToAllCorporations,
  when: IS_PARTNERSHIP,
  questions: [
    yesNo(p("WasAnyPartnerDisregardedEntity"), "Was any partner a disregarded entity?"),
    yesNo(
      p("DidAnyForeignOrEntityTreatedAsAPartnership"),
      "Did a foreign person or an entity taxed as a partnership own 50% or more?",
    ),
    yesNo(p("DidOwnDirectly20OrMore"), "Did the partnership own 20% or more of another entity?"),
    yesNo(
      p("WasThereDistributionOfPropertyInterestBySale"),
      "Was there a distribution of property, or a sale of a partnership interest?",
    ),
    yesNo(p("IsPubliclyTradedPartnership"), "Is it a publicly traded partnership?"),
    text(p("Representative_Name"), "Partnership representative: name"),
    text(p("Representative_TaxIdNumber"), "Partnership representative: tax ID", {
      rules: ["businessTaxId"],
      sensitive: "taxId",
    }),
    text(p("Representative_Address"), "Partnership representative: address"),
    text(p("Representative_Phone"), "Partnership representative: phone", { input: "phone" }),
    yesNo(
      p("DidElectToDeferTheEmployers2020PayrollTaxTo2021And2022Years"),
      "Did the partnership defer the employer's 2020 payroll tax to 2021 and 2022?",
    ),
    yesNo(p("WasTheOperationFullyOrPartiallyCurtailed"), "Were operations fully or partly curtailed?"),
    yesNo(p("DidReceivePaycheckProtectionProgramLoan"), "Did the partnership receive a PPP loan?"),
    text(p("DidReceivePaycheckProtectionProgramLoan_Details"), "PPP loan: amount and forgiveness", {
      when: yes(p("DidReceivePaycheckProtectionProgramLoan")),
    }),
  ],
});

const c = (name: string) => `corporations_${name}`;

export const businessCorporationStep = defineStep("business", {
  id: "9",
  title: "Questions for corporations",
  lead: "Asked of corporations and S-corporations.",
  sectionId: OrganizerCategoryId.questionsRelatedToPartnerships,
  when: IS_CORPORATION,
  questions: [
    yesNo(
      c("IsMamemberOfControlledGroupOfCorporations"),
      "Is it a member of a controlled group of corporations?",
    ),
    yesNo(c("IsPersonalHoldingCompany"), "Is it a personal holding company?"),
    yesNo(c("IsQualifiedPersonalServiceCorporation"), "Is it a qualified personal service corporation?"),
    yesNo(
      c("IsSubsidiaryInAffiliatedOrParentSubsidiaryControlledGroup"),
      "Is it a subsidiary in an affiliated or parent-subsidiary controlled group?",
    ),
    text(
      c("IsSubsidiaryInAffiliatedOrParentSubsidiaryControlledGroup_Details"),
      "The parent's name and EIN",
      {
        when: yes(c("IsSubsidiaryInAffiliatedOrParentSubsidiaryControlledGroup")),
      },
    ),
    yesNo(c("DidAnyoneWwnDirectly20OrMore"), "Did anyone own 20% or more of the corporation's voting stock?"),
    yesNo(
      c("DidThisCorporationOwnDirectly20OrMore"),
      "Did the corporation own 20% or more of another entity?",
    ),
    yesNo(c("AreOfficersStockholdersPaidSalary"), "Are officers or stockholders paid a salary?"),
    yesNo(
      c("DidForeighPersonOwn25PersentOfTotalVotingPower"),
      "Did a foreign person own 25% or more of the voting power?",
    ),
    yesNo(c("HasMadeAnyEstimatedTaxPayments"), "Has the corporation made estimated tax payments?"),
    yesNo(
      c("DidReceiveAnyDividendsFromAnotherCorporation"),
      "Did it receive dividends from another corporation?",
    ),
    yesNo(c("DidHaveTotalReceiptsOf500000OrMore"), "Were total receipts $500,000 or more?"),
    yesNo("Corporations_DidPayDividends", "Did the corporation pay dividends?"),
    yesNo(c("DidPubliclyOfferedDebtInstruments"), "Did it offer debt instruments publicly?"),
    yesNo(c("DidEarnAnyTaxExemptInterest"), "Did it earn tax-exempt interest?"),
    yesNo(c("DoesThisBusinessOwnAnyResidentialRentalBuildings"), "Does it own residential rental buildings?"),
    yesNo(c("DoesItHaveAnyBuiltInGainsOrEarnings"), "Does it have built-in gains or earnings and profits?"),
    yesNo(c("DidTheBusinessElectToDeferTheEmployers"), "Did it defer the employer's share of payroll tax?"),
    yesNo(c("WasTheOperationFullyOrPartiallyCurtailed"), "Were operations fully or partly curtailed?"),
    yesNo(c("DidTheBusinessReceivePaycheckProtectionProgramLoan"), "Did the corporation receive a PPP loan?"),
    text(
      c("DidTheBusinessReceivePaycheckProtectionProgramLoan_Details"),
      "PPP loan: amount and forgiveness",
      {
        when: yes(c("DidTheBusinessReceivePaycheckProtectionProgramLoan")),
      },
    ),
  ],
});
