import { useQuery } from "@tanstack/react-query";
import {
  QUOTE_MESSAGE_MAX,
  quoteMessageSchema,
  quotePriceSchema,
  SEND_QUOTE_FILE_FIELD,
  TURNAROUND_DAYS_MAX,
  turnaroundDaysSchema,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Checkbox, Form, InputNumber, Modal } from "antd";
import { useId, useState } from "react";
import { CountedTextArea } from "../../../components/CountedTextArea";
import { FormAlert } from "../../../components/FormAlert";
import { ownExpertProfileQuery } from "../../../entities/account";
import { formatUsd } from "../../../entities/plan";
import { isApiError } from "../../../lib/api-client";
import { errorDisplay, schemaRule } from "../../../lib/form-rules";
import { useSendQuote } from "./api";
import { type ExpertRequest, requestTitles, shortName } from "./request-text";
import { PRICE_LIST_ACCEPT, sendQuoteFormData, sendQuoteFormFields } from "./send-quote-form";

interface QuoteFormValues {
  price: number | null;
  turnaroundDays: number | null;
  message: string;
  attachStandardPricingList: boolean;
}

const formValueFields: readonly string[] = [
  "price",
  "turnaroundDays",
  "message",
  "attachStandardPricingList",
];

/** The file input is not an antd field: its error is shown beside it by hand. */
function isFormValueField<F extends { name: string }>(
  field: F,
): field is F & { name: keyof QuoteFormValues } {
  return formValueFields.includes(field.name);
}

function SendQuoteForm({ request, onDone }: { request: ExpertRequest; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<QuoteFormValues>();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const profile = useQuery(ownExpertProfileQuery());
  const standardFile = profile.data?.pricingSystemFile ?? null;
  const useStandard = Form.useWatch("attachStandardPricingList", form) === true;
  const send = useSendQuote();
  const taxpayer = shortName(request.record.user.firstName, request.record.user.lastName);

  const submit = ({ price, turnaroundDays, message: note, attachStandardPricingList }: QuoteFormValues) => {
    if (price === null) return;
    setAlert(null);
    setFileError(undefined);
    const body = sendQuoteFormData({
      kind: request.kind,
      taxPreparationId: request.record.id,
      price,
      file,
      attachStandardPricingList: standardFile !== null && attachStandardPricingList,
      message: note,
      turnaroundDays,
    });
    send.mutate(body, {
      onSuccess: () => {
        // The name may end in an initial's period ("Dana N."), so it does not end the sentence.
        void message.success(t("quotes.quoteSentTo", { taxpayer, price: formatUsd(price) }));
        onDone();
      },
      onError: (error) => {
        const display = errorDisplay(error, sendQuoteFormFields(standardFile !== null));
        form.setFields(display.fields.filter(isFormValueField));
        setFileError(isApiError(error) ? error.fieldErrors[SEND_QUOTE_FILE_FIELD] : undefined);
        setAlert(display.message);
      },
    });
  };

  return (
    <Form<QuoteFormValues>
      form={form}
      name="send-quote"
      layout="vertical"
      requiredMark="optional"
      initialValues={{ price: null, turnaroundDays: null, message: "", attachStandardPricingList: false }}
      disabled={send.isPending}
      onFinish={submit}
    >
      <p className="tl-request__muted">
        {t("quotes.requestFrom", { title: requestTitles[request.kind], taxpayer })}
      </p>
      <FormAlert message={alert} />
      <Form.Item
        name="price"
        label={t("quotes.yourPrice")}
        extra={t("quotes.priceHint")}
        required
        rules={[schemaRule(quotePriceSchema)]}
      >
        <InputNumber<number> prefix="$" inputMode="decimal" className="tl-request__price" autoFocus />
      </Form.Item>
      <Form.Item
        name="turnaroundDays"
        label={t("quotes.estimatedTurnaround")}
        extra={t("quotes.turnaroundHint", { max: String(TURNAROUND_DAYS_MAX) })}
        rules={[schemaRule(turnaroundDaysSchema)]}
      >
        <InputNumber<number>
          inputMode="numeric"
          suffix={t("quotes.turnaroundDays")}
          className="tl-request__price"
        />
      </Form.Item>
      <Form.Item
        name="message"
        label={t("quotes.messageLabel")}
        extra={t("quotes.messageHint")}
        rules={[schemaRule(quoteMessageSchema)]}
      >
        <CountedTextArea rows={3} maxLength={QUOTE_MESSAGE_MAX} showCount />
      </Form.Item>
      <Form.Item
        label={t("quotes.priceListLabel")}
        htmlFor={fileId}
        validateStatus={fileError ? "error" : undefined}
        help={fileError}
        extra={useStandard ? t("quotes.standardListInstead") : undefined}
      >
        <input
          id={fileId}
          type="file"
          className="tl-request__file"
          accept={PRICE_LIST_ACCEPT}
          disabled={send.isPending || useStandard}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Form.Item>
      {standardFile !== null && (
        <Form.Item
          name="attachStandardPricingList"
          valuePropName="checked"
          extra={t("quotes.fromProfile", { file: standardFile.name })}
        >
          <Checkbox>{t("quotes.attachStandardList")}</Checkbox>
        </Form.Item>
      )}
      <div className="tl-request__dialog-actions">
        <Button onClick={onDone} disabled={send.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t("quotes.sendQuoteButton")}
        </Button>
      </div>
    </Form>
  );
}

/** The quote for one request: a price and, if the expert wishes, a price list. */
export function SendQuoteDialog({
  request,
  onClose,
}: {
  request: ExpertRequest | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={request !== null}
      onCancel={onClose}
      title={<h2 className="tl-request__dialog-title">{t("quotes.sendQuote")}</h2>}
      footer={null}
      destroyOnHidden
    >
      {request !== null && <SendQuoteForm request={request} onDone={onClose} />}
    </Modal>
  );
}
