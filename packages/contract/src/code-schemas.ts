/**
 * The code tables' schemas, apart from their labels and values so that a page showing a label loads
 * no zod (a bundler keeps a module whole, schemas and all).
 */
import { z } from "zod";
import { codeSchema } from "./code-schema";
import {
  AppointmentTypeId,
  BlogTypeEnum,
  JobStatusId,
  QuoteActionStatusId,
  QuoteStatusId,
} from "./codes-marketplace";
import { RoleId, TaxPreparationTypeId, TaxPreparerTypeId, WorkingTypeId } from "./codes-profile";
import {
  BusinessTransactionAccountingSoftwareId,
  DeductionTypeId,
  FactorThatHelpYouHirePreparer,
  IncomeTypeId,
  LastYearPreparationCostId,
  LastYearPreparedExpertId,
  ReasonToLookNewPreparer,
  ThirdPartyPaymentProcessorId,
  TransactionsReconcileHelperId,
  YesNoDontKnowId,
} from "./codes-questionnaire";
import { FIRST_APPOINTMENT_TIME, LAST_APPOINTMENT_TIME } from "./constants";
import { AnswerFilterMode, AnswerTypeId, OrganizerCategoryId } from "./organizer-codes";
import { validationTexts } from "./validation-texts";

export const quoteStatusIdSchema = codeSchema(QuoteStatusId);
export const quoteActionStatusIdSchema = codeSchema(QuoteActionStatusId);
export const jobStatusIdSchema = codeSchema(JobStatusId);
export const appointmentTypeIdSchema = codeSchema(AppointmentTypeId);
export const blogTypeEnumSchema = codeSchema(BlogTypeEnum);
export const roleIdSchema = codeSchema(RoleId);
export const taxPreparationTypeIdSchema = codeSchema(TaxPreparationTypeId);
export const taxPreparerTypeIdSchema = codeSchema(TaxPreparerTypeId);
export const workingTypeIdSchema = codeSchema(WorkingTypeId);
export const incomeTypeIdSchema = codeSchema(IncomeTypeId);
export const deductionTypeIdSchema = codeSchema(DeductionTypeId);
export const lastYearPreparedExpertIdSchema = codeSchema(LastYearPreparedExpertId);
export const lastYearPreparationCostIdSchema = codeSchema(LastYearPreparationCostId);
export const reasonToLookNewPreparerSchema = codeSchema(ReasonToLookNewPreparer);
export const yesNoDontKnowIdSchema = codeSchema(YesNoDontKnowId);
export const answerTypeIdSchema = codeSchema(AnswerTypeId);
export const answerFilterModeSchema = codeSchema(AnswerFilterMode);
export const organizerCategoryIdSchema = codeSchema(OrganizerCategoryId);
export const factorThatHelpYouHirePreparerSchema = codeSchema(FactorThatHelpYouHirePreparer);
export const businessTransactionAccountingSoftwareIdSchema = codeSchema(
  BusinessTransactionAccountingSoftwareId,
);
export const transactionsReconcileHelperIdSchema = codeSchema(TransactionsReconcileHelperId);
export const thirdPartyPaymentProcessorIdSchema = codeSchema(ThirdPartyPaymentProcessorId);

/** An appointment `time` (`AppointmentTime`): the hour index of one of the day's half-hour slots. */
export const appointmentTimeSchema = z
  .int({ error: validationTexts.invalidInput })
  .min(FIRST_APPOINTMENT_TIME, { error: validationTexts.invalidInput })
  .max(LAST_APPOINTMENT_TIME, { error: validationTexts.invalidInput });
