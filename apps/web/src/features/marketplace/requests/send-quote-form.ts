import { SEND_QUOTE_FILE_FIELD } from "@taxlane/contract";
import type { QuestionnaireKind } from "@taxlane/organizer";

export interface SendQuoteValues {
  kind: QuestionnaireKind;
  taxPreparationId: number;
  price: number;
  /** A price list for this quote; left out when the standard one goes instead. */
  file: File | null;
  attachStandardPricingList: boolean;
  /** A note to the taxpayer; blank sends none. */
  message: string | null;
  /** The estimated days the work takes; left out when not given. */
  turnaroundDays: number | null;
}

/** The multipart body of POST /Accountant/SendQuote, with the field names the server reads. */
export function sendQuoteFormData(values: SendQuoteValues): FormData {
  const form = new FormData();
  form.append("isIndividual", String(values.kind === "individual"));
  form.append("taxPreparationId", String(values.taxPreparationId));
  form.append("price", String(values.price));
  form.append("attachStandardPricingList", String(values.attachStandardPricingList));
  const message = values.message?.trim() ?? "";
  if (message !== "") form.append("message", message);
  if (values.turnaroundDays !== null) form.append("turnaroundDays", String(values.turnaroundDays));
  if (values.file !== null && !values.attachStandardPricingList) {
    form.append(SEND_QUOTE_FILE_FIELD, values.file, values.file.name);
  }
  return form;
}

type SendQuoteField =
  | "price"
  | "message"
  | "turnaroundDays"
  | typeof SEND_QUOTE_FILE_FIELD
  | "attachStandardPricingList";

/**
 * The fields of the send-quote form the server may name in its errors; the standard-list box is
 * there only when the profile has a list, else its error is shown above the form.
 */
export function sendQuoteFormFields(withStandardList: boolean): readonly SendQuoteField[] {
  const fields = ["price", "turnaroundDays", "message", SEND_QUOTE_FILE_FIELD] as const;
  return withStandardList ? [...fields, "attachStandardPricingList"] : fields;
}

/** What the price-list input takes: PDF or an image. */
export const PRICE_LIST_ACCEPT = "application/pdf,.pdf,image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp";
