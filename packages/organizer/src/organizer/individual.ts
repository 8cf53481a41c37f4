/** The individual organizer: its flows in the order they are walked, and when each applies. */
import { phrase } from "../phrase";
import { NO_PRIOR_RETURN } from "./conditions";
import {
  educationalExpensesStep,
  foreignAccountsStep,
  hsaStep,
  propertyTaxesStep,
} from "./steps/deductions-accounts";
import {
  cashCharityStep,
  healthCoverageStep,
  medicalDetailsStep,
  medicalExpensesStep,
  nonCashCharityStep,
} from "./steps/deductions-giving-health";
import { homeStep, mortgageInterestStep, taxesPaidStep } from "./steps/deductions-home";
import { dependentCareStep, educationExpensesStep, paymentAmountsStep } from "./steps/general-expenses";
import {
  additionalQuestionsStep,
  dependentsStep,
  directDepositStep,
  receivedPaymentsStep,
} from "./steps/general-household";
import { otherIncomeStep, rentalStep } from "./steps/income-rental-other";
import { homeOfficeStep, vehicleStep } from "./steps/income-vehicle-office";
import { selfEmployedStep, selfEmploymentDetailsStep, w2Step } from "./steps/income-wages";
import { addressStep, identityStep, maritalStatusStep, personDetailsStep } from "./steps/no-prior-return";
import {
  addressChangeStep,
  estimatedTaxesStep,
  filingStatusChangeStep,
  taxFilingStep,
} from "./steps/prior-return";
import type { OrganizerDefinition } from "./types";

/**
 * Tax filing comes first: whether a prior return exists decides between the prior-return steps
 * (only what changed) and the no-prior-return steps (who you are, ID, address). Income, deductions
 * and the general questions follow for everyone.
 */
export const individualOrganizer: OrganizerDefinition = {
  kind: "individual",
  title: phrase("organizerPriorReturn.individualTaxOrganizer"),
  flows: [
    {
      id: "prior-return",
      title: phrase("organizerPriorReturn.priorReturn"),
      steps: [taxFilingStep, addressChangeStep, filingStatusChangeStep, estimatedTaxesStep],
    },
    {
      id: "no-prior-return",
      title: phrase("organizerPriorReturn.aboutYou"),
      visibleWhen: NO_PRIOR_RETURN,
      steps: [maritalStatusStep, personDetailsStep, identityStep, addressStep],
    },
    {
      id: "income",
      title: phrase("organizerPriorReturn.income"),
      steps: [
        w2Step,
        selfEmployedStep,
        selfEmploymentDetailsStep,
        vehicleStep,
        homeOfficeStep,
        rentalStep,
        otherIncomeStep,
      ],
    },
    {
      id: "deductions",
      title: phrase("organizerPriorReturn.deductions"),
      steps: [
        homeStep,
        mortgageInterestStep,
        taxesPaidStep,
        cashCharityStep,
        nonCashCharityStep,
        healthCoverageStep,
        medicalExpensesStep,
        medicalDetailsStep,
        hsaStep,
        educationalExpensesStep,
        foreignAccountsStep,
        propertyTaxesStep,
      ],
    },
    {
      id: "general",
      title: phrase("organizerPriorReturn.general"),
      steps: [
        additionalQuestionsStep,
        dependentsStep,
        directDepositStep,
        receivedPaymentsStep,
        educationExpensesStep,
        paymentAmountsStep,
        dependentCareStep,
      ],
    },
  ],
};
