import { t } from "@taxlane/contract/i18n";
import { App, type FormRule } from "antd";
import { todayDay } from "./filing-words";

/** A field the filing dialogs cannot save without. */
export const requiredRule: FormRule = { required: true, message: t("filingPages.requiredField") };

/** The day a return was filed or answered: today at the latest (the field's `max` is only a hint). */
export const notFutureRule: FormRule = {
  validator: (_rule, value: string) =>
    value && value > todayDay()
      ? Promise.reject(new Error(t("filingPages.dateNotFuture")))
      : Promise.resolve(),
};

/** What a filing dialog does once its call succeeds: says it is saved and closes. */
export function useSavedThenClose(onClose: () => void): () => void {
  const { message } = App.useApp();
  return () => {
    void message.success(t("filingPages.saved"));
    onClose();
  };
}
