import { useMutation } from "@tanstack/react-query";
import type { SigningView } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Form, Input } from "antd";
import { useState } from "react";
import { FormStatus } from "../../../components/ui/form";
import { isApiError } from "../../../lib/api-client";
import { problemText } from "../../../lib/problem-text";
import { signingApi } from "./api";

interface IdentityAnswers {
  fullName: string;
  dateOfBirth: string;
  idNumberLast4: string;
}

interface IdentityStepProps {
  view: SigningView;
  signingKey: string | undefined;
  onView: (view: SigningView) => void;
}

/**
 * The identity check before signing: full name, date of birth and the last four digits of the SSN or
 * ITIN, with the tries left. A failed try says so and keeps what was typed, to be corrected.
 */
export function IdentityStep({ view, signingKey, onView }: IdentityStepProps) {
  const [form] = Form.useForm<IdentityAnswers>();
  // Back on the page after a failed try, the signer is told why a try is gone.
  const [problem, setProblem] = useState<string | null>(() =>
    view.identityStatus === "failed" ? t("signingPages.identityFailed") : null,
  );
  const check = useMutation({
    mutationFn: (answers: IdentityAnswers) => signingApi.checkIdentity(view.signerId, signingKey, answers),
    onMutate: () => setProblem(null),
    onSuccess: (next) => {
      if (next.identityStatus === "failed") setProblem(t("signingPages.identityFailed"));
      onView(next);
    },
    onError: (error) => {
      setProblem(problemText(error));
      if (isApiError(error)) {
        form.setFields(
          (error.body.errors ?? []).map((entry) => ({
            name: entry.field as keyof IdentityAnswers,
            errors: [entry.message],
          })),
        );
      }
    },
  });

  return (
    <section className="tl-signing__section" aria-labelledby="tl-signing-identity">
      <h2 id="tl-signing-identity" className="tl-signing__heading">
        {t("signingPages.stepIdentity")}
      </h2>
      <p>{t("signingPages.identityLead", { professional: view.professionalName })}</p>
      {view.identityCheck.isTest && (
        <Alert
          className="tl-signing__notice"
          type="warning"
          role="note"
          showIcon
          title={t("signingPages.testCheckTitle")}
          description={t("signingPages.testCheckText")}
        />
      )}
      <Form<IdentityAnswers>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ fullName: view.signerName, dateOfBirth: "", idNumberLast4: "" }}
        onFinish={(answers) => check.mutate(answers)}
      >
        <Form.Item
          name="fullName"
          label={t("signingPages.fullName")}
          rules={[{ required: true, whitespace: true, message: t("signingPages.fullNameRequired") }]}
        >
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="dateOfBirth"
          label={t("signingPages.dateOfBirth")}
          rules={[{ required: true, message: t("signatureRules.dateOfBirthInvalid") }]}
        >
          <Input type="date" autoComplete="bday" />
        </Form.Item>
        <Form.Item
          name="idNumberLast4"
          label={t("signingPages.idLast4")}
          extra={t("signingPages.idLast4Help")}
          rules={[
            { required: true, message: t("signatureRules.idLast4Invalid") },
            { pattern: /^\d{4}$/, message: t("signatureRules.idLast4Invalid") },
          ]}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={4} className="tl-signing__last4" />
        </Form.Item>
        <p role="status">{t("signingPages.triesLeft", { count: view.identityTriesLeft })}</p>
        <FormStatus tone="error" message={problem} />
        <Button type="primary" htmlType="submit" size="large" loading={check.isPending}>
          {check.isPending ? t("signingPages.checking") : t("signingPages.checkIdentity")}
        </Button>
      </Form>
    </section>
  );
}
