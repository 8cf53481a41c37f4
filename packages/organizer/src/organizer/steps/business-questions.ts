/** Business 7-9: questions for every entity, for partnerships and for corporations. */

import { OrganizerCategoryId } from "@taxlane/contract";
import { type Phrase, phrase } from "../../phrase";
import { defineStep, text, yesNo } from "../build";
import { IS_CORPORATION, IS_PARTNERSHIP } from "../business-conditions";
import { yes } from "../conditions";
import { organizerNoteTexts } from "../notices";

const a = (name: string) => `additionalInfo_${name}`;

/** Key, label and, where an amount decides the answer, the help that gives it. */
const allEntityQuestions: readonly (readonly [string, Phrase, Phrase?])[] = [
  ["HaveWrittenAccountingProcedureHowExpensesAreTreated", phrase("organizerBusinessQuestions.doYouHaveA")],
  [
    "HaveAuthorityOverFinancialAccountInForeignCountry",
    phrase("organizerBusinessQuestions.didTheBusinessHave"),
  ],
  ["HaveAnyDebtThatWasCancelled", phrase("organizerBusinessQuestions.wasAnyDebtOf")],
  ["WasThisPPPLoan", phrase("organizerBusinessQuestions.wasItAPaycheck")],
  ["HaveForeignBankAccounts", phrase("organizerBusinessQuestions.doesTheBusinessHave")],
  [
    "WasAnyChangeInDeterminingQuantitiesCostValuations",
    phrase("organizerBusinessQuestions.didTheWayQuantities"),
  ],
  ["HavePreviouslyFiledForeignBankAccountReport", phrase("organizerBusinessQuestions.hasTheBusinessFiled")],
  ["HaveIRCSec263AApplied", phrase("organizerBusinessQuestions.doTheUniformCapitalization")],
  ["HaveAnyForeignPartnersOrShareholders", phrase("organizerBusinessQuestions.doesTheBusinessHaveForeign")],
  ["DidPayAnyTaxesToForeignGovernment", phrase("organizerBusinessQuestions.didTheBusinessPay")],
  ["DidCorporationHave80OrMoreChangeInOwnership", phrase("organizerBusinessQuestions.did80OrMore")],
  ["DidPayAnyExpensesToMakeBusinessAccessible", phrase("organizerBusinessQuestions.didTheBusinessPayTo")],
  [
    "DidPayAnyFICAOnEmployeeWages",
    phrase("organizerBusinessQuestions.didTheBusinessPayFICA"),
    organizerNoteTexts.tipsFica,
  ],
  [
    "DidIncurAnyResearchAndExperimentalExpenditures",
    phrase("organizerBusinessQuestions.didTheBusinessHaveResearch"),
  ],
  ["DoesOwnAnyResidentialRentalBuildings", phrase("organizerBusinessQuestions.doesTheBusinessOwn")],
  [
    "DidEmploy25OrFewerEquivalentFullTimeEmployees",
    phrase("organizerBusinessQuestions.didTheBusinessEmploy"),
    organizerNoteTexts.smallEmployerCredit,
  ],
  [
    "DidIncurStartUpExpensesForSmallEmployerPensionPlan",
    phrase("organizerBusinessQuestions.didTheBusinessStart"),
  ],
  ["DoesProvideChildCareFacilitiesOrServices", phrase("organizerBusinessQuestions.doesTheBusinessProvide")],
  ["DidPurchaseQualifiePlugInElectricVehicle", phrase("organizerBusinessQuestions.didTheBusinessBuy")],
  [
    "DidEmploy50OrMoreEquivalentFullTimeEmployees",
    phrase("organizerBusinessQuestions.didTheBusinessEmploy50"),
  ],
  ["HasFiledOrRequiredToFile8918Form", phrase("organizerBusinessQuestions.hasTheBusinessFiledOr")],
  [
    "Since2017DidForeignCorporationAcquireAllPropertiesOfTheBusiness",
    phrase("organizerBusinessQuestions.since2017DidA"),
  ],
];

export const businessAllEntitiesStep = defineStep("business", {
  id: "7",
  title: phrase("organizerBusinessQuestions.questionsForAllEntities"),
  lead: phrase("organizerBusinessQuestions.questionsEveryBusinessAnswers"),
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
      phrase("organizerBusinessQuestions.anotherBusinessCreditThe"),
    ),
  ],
  groups: [
    {
      id: "businessCredits",
      title: phrase("organizerBusinessQuestions.otherBusinessCredits"),
      addLabel: phrase("organizerBusinessQuestions.addACredit"),
      rowNoun: phrase("organizerBusinessQuestions.addACreditRow"),
      keys: [a("ListAnyOtherBusinessCreditMayQualifyFor1")],
    },
  ],
});

const p = (name: string) => `partnership_${name}`;

export const businessPartnershipStep = defineStep("business", {
  id: "8",
  title: phrase("organizerBusinessQuestions.questionsForPartnerships"),
  lead: phrase("organizerBusinessQuestions.askedOfPartnershipsLLCs"),
  sectionId: OrganizerCategoryId.questionsRelatedToAllCorporations,
  when: IS_PARTNERSHIP,
  questions: [
    yesNo(p("WasAnyPartnerDisregardedEntity"), phrase("organizerBusinessQuestions.wasAnyPartnerA")),
    yesNo(
      p("DidAnyForeignOrEntityTreatedAsAPartnership"),
      phrase("organizerBusinessQuestions.didAForeignPerson"),
    ),
    yesNo(p("DidOwnDirectly20OrMore"), phrase("organizerBusinessQuestions.didThePartnershipOwn")),
    yesNo(
      p("WasThereDistributionOfPropertyInterestBySale"),
      phrase("organizerBusinessQuestions.wasThereADistribution"),
    ),
    yesNo(p("IsPubliclyTradedPartnership"), phrase("organizerBusinessQuestions.isItAPublicly")),
    text(p("Representative_Name"), phrase("organizerBusinessQuestions.partnershipRepresentativeName")),
    text(
      p("Representative_TaxIdNumber"),
      phrase("organizerBusinessQuestions.partnershipRepresentativeTaxID"),
      {
        rules: ["businessTaxId"],
        sensitive: "taxId",
      },
    ),
    text(p("Representative_Address"), phrase("organizerBusinessQuestions.partnershipRepresentativeAddress")),
    text(p("Representative_Phone"), phrase("organizerBusinessQuestions.partnershipRepresentativePhone"), {
      input: "phone",
    }),
    yesNo(
      p("DidElectToDeferTheEmployers2020PayrollTaxTo2021And2022Years"),
      phrase("organizerBusinessQuestions.didThePartnershipDefer"),
    ),
    yesNo(
      p("WasTheOperationFullyOrPartiallyCurtailed"),
      phrase("organizerBusinessQuestions.wereOperationsFullyOr"),
    ),
    yesNo(
      p("DidReceivePaycheckProtectionProgramLoan"),
      phrase("organizerBusinessQuestions.didThePartnershipReceive"),
    ),
    text(
      p("DidReceivePaycheckProtectionProgramLoan_Details"),
      phrase("organizerBusinessQuestions.pPPLoanAmountAnd"),
      {
        when: yes(p("DidReceivePaycheckProtectionProgramLoan")),
      },
    ),
  ],
});

const c = (name: string) => `corporations_${name}`;

export const businessCorporationStep = defineStep("business", {
  id: "9",
  title: phrase("organizerBusinessQuestions.questionsForCorporations"),
  lead: phrase("organizerBusinessQuestions.askedOfCorporationsAnd"),
  sectionId: OrganizerCategoryId.questionsRelatedToPartnerships,
  when: IS_CORPORATION,
  questions: [
    yesNo(c("IsMamemberOfControlledGroupOfCorporations"), phrase("organizerBusinessQuestions.isItAMember")),
    yesNo(c("IsPersonalHoldingCompany"), phrase("organizerBusinessQuestions.isItAPersonal")),
    yesNo(c("IsQualifiedPersonalServiceCorporation"), phrase("organizerBusinessQuestions.isItAQualified")),
    yesNo(
      c("IsSubsidiaryInAffiliatedOrParentSubsidiaryControlledGroup"),
      phrase("organizerBusinessQuestions.isItASubsidiary"),
    ),
    text(
      c("IsSubsidiaryInAffiliatedOrParentSubsidiaryControlledGroup_Details"),
      phrase("organizerBusinessQuestions.theParentsNameAnd"),
      {
        when: yes(c("IsSubsidiaryInAffiliatedOrParentSubsidiaryControlledGroup")),
      },
    ),
    yesNo(c("DidAnyoneWwnDirectly20OrMore"), phrase("organizerBusinessQuestions.didAnyoneOwn20")),
    yesNo(
      c("DidThisCorporationOwnDirectly20OrMore"),
      phrase("organizerBusinessQuestions.didTheCorporationOwn"),
    ),
    yesNo(
      c("AreOfficersStockholdersPaidSalary"),
      phrase("organizerBusinessQuestions.areOfficersOrStockholders"),
    ),
    yesNo(
      c("DidForeighPersonOwn25PersentOfTotalVotingPower"),
      phrase("organizerBusinessQuestions.didAForeignPersonOwn"),
    ),
    yesNo(c("HasMadeAnyEstimatedTaxPayments"), phrase("organizerBusinessQuestions.hasTheCorporationMade")),
    yesNo(
      c("DidReceiveAnyDividendsFromAnotherCorporation"),
      phrase("organizerBusinessQuestions.didItReceiveDividends"),
    ),
    yesNo(c("DidHaveTotalReceiptsOf500000OrMore"), phrase("organizerBusinessQuestions.wereTotalReceipts500")),
    yesNo("Corporations_DidPayDividends", phrase("organizerBusinessQuestions.didTheCorporationPay")),
    yesNo(c("DidPubliclyOfferedDebtInstruments"), phrase("organizerBusinessQuestions.didItOfferDebt")),
    yesNo(c("DidEarnAnyTaxExemptInterest"), phrase("organizerBusinessQuestions.didItEarnTax")),
    yesNo(
      c("DoesThisBusinessOwnAnyResidentialRentalBuildings"),
      phrase("organizerBusinessQuestions.doesItOwnResidential"),
    ),
    yesNo(c("DoesItHaveAnyBuiltInGainsOrEarnings"), phrase("organizerBusinessQuestions.doesItHaveBuilt")),
    yesNo(c("DidTheBusinessElectToDeferTheEmployers"), phrase("organizerBusinessQuestions.didItDeferThe")),
    yesNo(
      c("WasTheOperationFullyOrPartiallyCurtailed"),
      phrase("organizerBusinessQuestions.wereOperationsFullyOr"),
    ),
    yesNo(
      c("DidTheBusinessReceivePaycheckProtectionProgramLoan"),
      phrase("organizerBusinessQuestions.didTheCorporationReceive"),
    ),
    text(
      c("DidTheBusinessReceivePaycheckProtectionProgramLoan_Details"),
      phrase("organizerBusinessQuestions.pPPLoanAmountAnd"),
      {
        when: yes(c("DidTheBusinessReceivePaycheckProtectionProgramLoan")),
      },
    ),
  ],
});
