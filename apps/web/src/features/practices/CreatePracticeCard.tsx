import { t } from "@taxlane/contract/i18n";
import { App, Card, Typography } from "antd";
import { useId } from "react";
import { useCreatePractice } from "./api";
import { PracticeDetailsForm } from "./PracticeDetailsForm";

/** A professional in no practice: what a practice is, and the form that makes their account one. */
export function CreatePracticeCard() {
  const create = useCreatePractice();
  const { message } = App.useApp();
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} className="tl-practice__title">
          {t("practicePages.noneTitle")}
        </Typography.Title>
        <Typography.Paragraph>{t("practicePages.noneText")}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t("practicePages.noneInvited")}</Typography.Paragraph>
        <Typography.Title level={3} className="tl-practice__subtitle">
          {t("practicePages.createTitle")}
        </Typography.Title>
        <PracticeDetailsForm
          initial={{ name: "", address: "", efin: "" }}
          submitLabel={t("practicePages.createSubmit")}
          saving={create.isPending}
          onSave={(details) =>
            create.mutateAsync(details).then(() => void message.success(t("practicePages.created")))
          }
        />
      </section>
    </Card>
  );
}
