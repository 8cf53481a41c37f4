import {
  accountantRegistrationFiles,
  credentialMissingText,
  profileTexts,
  registerAccountantSchema,
  TaxPreparerTypeId,
} from "@taxlane/contract";
import { fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type FormData, parseFormFields, singleFile } from "../../lib/form-data";
import type { FilesService } from "../files";
import type { RegisteringDevice, RegistrationService } from "../identity";
import type { ProfilesService } from "../profiles";

/**
 * registerAccountant: the account (identity) and the profile (profiles) in one transaction, after the
 * e-mailed code proves the address. A failure leaves no account and no file.
 */
export function createExpertRegistrationService(deps: {
  clock: Clock;
  files: FilesService;
  registration: RegistrationService;
  profiles: ProfilesService;
}) {
  const { clock, files, registration, profiles } = deps;

  return {
    async registerAccountant(form: FormData, device: RegisteringDevice): Promise<{ token: string }> {
      const fields = parseFormFields(registerAccountantSchema(clock.now()), form.fields);
      const answers = fields.initialQuestions;
      const uploads = {
        photo: singleFile(form, accountantRegistrationFiles.photo),
        afspProof: singleFile(form, accountantRegistrationFiles.proofOfAnnualFilingSeasonProgram),
        pricing: singleFile(form, accountantRegistrationFiles.pricingSystemAttachment),
      };
      if (answers.taxPreparerTypeId === TaxPreparerTypeId.registeredTaxPreparer && !uploads.afspProof) {
        throw fieldError(
          accountantRegistrationFiles.proofOfAnnualFilingSeasonProgram,
          credentialMissingText("taxPreparerProofOfAnnualFilingSeasonProgram"),
        );
      }
      if (answers.hasPricingSystem && !uploads.pricing) {
        throw fieldError(
          accountantRegistrationFiles.pricingSystemAttachment,
          profileTexts.pricingAttachmentMissing,
        );
      }
      return files.removingOnFailure((saved) =>
        registration.registerExpert(
          fields,
          (tx, userId) => profiles.createExpertProfile(tx, userId, answers, uploads, saved),
          device,
        ),
      );
    },
  };
}

export type ExpertRegistrationService = ReturnType<typeof createExpertRegistrationService>;
