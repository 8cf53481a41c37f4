import { SEND_QUOTE_FILE_FIELD } from "@taxlane/contract";
import type { QuestionnaireKind } from "@taxlane/organizer";

export interface SendQuoteValues {
  kind: QuestionnaireKind;
  taxPreparationId: number;
  price: number;
  /** A price list for this quote; left out when the standard one goes instead. */
  file: File | null;
  attachStandardPricingList: boolean;
}

/** The multipart body of POST /Accountant/SendQuote, with the field names the server reads. */
export function sendQuoteFormData(values: SendQuoteValues): FormData {
  const form = new FormData();
  form.append("isIndividual", String(values.kind === "individual"));
  form.append("taxPreparationId", String(values.taxPreparationId));
  form.append("price", String(values.price));
  form.append("attachStandardPricingList", String(values.attachStandardPricingList));
  if (values.file !== null && !values.attachStandardPricingList) {
    form.append(SEND_QUOTE_FILE_FIELD, values.file, values.file.name);
  }
  return form;
}

type SendQuoteField = "price" | typeof SEND_QUOTE_FILE_FIELD | "attachStandardPricingList";

/**
 * The fields of the send-quote form the server may name in its errors; the standard-list box is
 * there only when the profile has a list, else its error is shown above the form.
 */
export function sendQuoteFormFields(withStandardList: boolean): readonly SendQuoteField[] {
  return withStandardList
    ? ["price", SEND_QUOTE_FILE_FIELD, "attachStandardPricingList"]
    : ["price", SEND_QUOTE_FILE_FIELD];
}

/** What the price-list input takes: PDF or an image. */
export const PRICE_LIST_ACCEPT = "application/pdf,.pdf,image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp";
