import { type Invoice, MAX_INVOICE_LINES } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Form, type FormRule, Input, type InputRef, Modal } from "antd";
import { useEffect, useRef, useState } from "react";

import { FormAlert } from "../../components/FormAlert";
import { problemText } from "../../lib/problem-text";
import { useCreateInvoice, useUpdateInvoice } from "./api";
import {
  draftOf,
  draftTotalCents,
  emptyInvoice,
  emptyLine,
  type InvoiceDraft,
  invoiceBody,
  lineCents,
} from "./invoice-form";
import { centsText, parseDollars, parseQuantity } from "./money";

const amountRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    const parsed = parseDollars(value ?? "");
    if (!parsed.ok) throw new Error(parsed.problem);
  },
};

const quantityRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    if ((value ?? "").trim() === "") throw new Error(t("jobBillingPages.quantityRequired"));
    if (parseQuantity(value ?? "") === null) throw new Error(t("paymentRules.quantityInvalid"));
  },
};

/** The deposit is optional; when given, it is an amount no larger than the lines' total. */
const depositRule = (total: number): FormRule => ({
  validator: async (_rule, value: string | undefined) => {
    if ((value ?? "").trim() === "") return;
    const parsed = parseDollars(value ?? "");
    if (!parsed.ok) throw new Error(parsed.problem);
    if (parsed.cents > total) throw new Error(t("jobBillingPages.depositAboveTotal"));
  },
});

/**
 * A new draft invoice, or a draft's new contents: lines in dollars with the total kept live, an
 * optional deposit, the due date and notes. Saved as a draft; sending is a separate, confirmed step.
 */
export function InvoiceFormDialog({
  quoteId,
  draft,
  open,
  onClose,
}: {
  quoteId: number;
  /** The draft being edited; a new invoice without it. */
  draft?: Invoice;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<InvoiceDraft>();
  const create = useCreateInvoice(quoteId);
  const update = useUpdateInvoice(quoteId);
  const saving = draft === undefined ? create : update;
  const { message } = App.useApp();
  const lines = Form.useWatch("lines", form);
  const addLineButton = useRef<HTMLButtonElement>(null);
  // Where the keyboard goes once the lines have changed: into a new line, or to "Add a line" when
  // the line that had the focus was removed (its button is gone).
  const [focusAfterChange, setFocusAfterChange] = useState<number | "add" | null>(null);
  useEffect(() => {
    if (focusAfterChange === null) return;
    if (focusAfterChange === "add") addLineButton.current?.focus();
    else (form.getFieldInstance(["lines", focusAfterChange, "description"]) as InputRef | undefined)?.focus();
    setFocusAfterChange(null);
  }, [focusAfterChange, form]);
  const total = draftTotalCents(lines);

  const save = async (values: InvoiceDraft) => {
    const body = invoiceBody(values);
    try {
      if (draft === undefined) await create.mutateAsync({ quoteId, ...body });
      else await update.mutateAsync({ invoiceId: draft.id, ...body });
    } catch {
      return; // The refusal is shown above the fields, in the API's words.
    }
    void message.success(t("jobBillingPages.draftSaved"));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={
        draft === undefined ? t("jobBillingPages.newInvoiceTitle") : t("jobBillingPages.editInvoiceTitle")
      }
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        create.reset();
        update.reset();
      }}
      destroyOnHidden
      footer={null}
      width={640}
    >
      <Form<InvoiceDraft>
        form={form}
        layout="vertical"
        initialValues={draft === undefined ? emptyInvoice : draftOf(draft)}
        onFinish={(values) => void save(values)}
        scrollToFirstError={{ focus: true }}
      >
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <fieldset key={field.key} className="tl-billing__line-form">
                  <legend>{t("jobBillingPages.lineLegend", { number: index + 1 })}</legend>
                  <Form.Item
                    className="tl-billing__line-description"
                    label={t("jobBillingPages.lineDescription")}
                    name={[field.name, "description"]}
                    rules={[
                      {
                        required: true,
                        whitespace: true,
                        message: t("paymentRules.lineDescriptionRequired"),
                      },
                      { max: 200, message: t("paymentRules.lineDescriptionTooLong") },
                    ]}
                  >
                    <Input placeholder={t("jobBillingPages.lineDescriptionHint")} maxLength={200} />
                  </Form.Item>
                  <Form.Item
                    className="tl-billing__line-quantity"
                    label={t("jobBillingPages.lineQuantity")}
                    name={[field.name, "quantity"]}
                    rules={[quantityRule]}
                  >
                    <Input inputMode="numeric" />
                  </Form.Item>
                  <Form.Item
                    className="tl-billing__line-unit"
                    label={t("jobBillingPages.lineUnitPrice")}
                    name={[field.name, "unitPrice"]}
                    rules={[amountRule]}
                  >
                    <Input inputMode="decimal" />
                  </Form.Item>
                  <div className="tl-billing__line-foot">
                    <span className="tl-muted">
                      {t("jobBillingPages.lineAmount", { amount: centsText(lineCents(lines?.[index]) ?? 0) })}
                    </span>
                    <Button
                      type="link"
                      danger
                      disabled={fields.length === 1}
                      onClick={() => {
                        remove(field.name);
                        setFocusAfterChange("add");
                      }}
                    >
                      {t("jobBillingPages.removeLine", { number: index + 1 })}
                    </Button>
                  </div>
                </fieldset>
              ))}
              <Button
                ref={addLineButton}
                onClick={() => {
                  add({ ...emptyLine });
                  setFocusAfterChange(fields.length);
                }}
                disabled={fields.length >= MAX_INVOICE_LINES}
                className="tl-billing__add-line"
              >
                {t("jobBillingPages.addLine")}
              </Button>
            </>
          )}
        </Form.List>
        <p className="tl-billing__form-total" aria-live="polite">
          {t("jobBillingPages.invoiceTotal", { total: centsText(total) })}
        </p>
        <Form.Item
          label={t("jobBillingPages.deposit")}
          name="deposit"
          extra={t("jobBillingPages.depositHint")}
          rules={[depositRule(total)]}
          dependencies={["lines"]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          label={t("jobBillingPages.dueDateLabel")}
          name="dueDate"
          rules={[{ required: true, message: t("jobBillingPages.dueDateRequired") }]}
        >
          <Input type="date" />
        </Form.Item>
        <Form.Item
          label={t("jobBillingPages.notesLabel")}
          name="notes"
          extra={t("jobBillingPages.notesHint")}
          rules={[{ max: 1000, message: t("paymentRules.notesTooLong") }]}
        >
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
        {/* Beside the button that was pressed: on a phone the top of this long form is out of sight. */}
        <FormAlert message={saving.isError ? problemText(saving.error) : null} />
        <div className="tl-billing__toolbar">
          <Button type="primary" htmlType="submit" loading={saving.isPending}>
            {t("jobBillingPages.saveDraft")}
          </Button>
          <Button onClick={onClose}>{t("jobBillingPages.cancel")}</Button>
        </div>
      </Form>
    </Modal>
  );
}
