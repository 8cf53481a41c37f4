import { type Practice, practiceRoleTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Card, Typography } from "antd";
import { useId, useState } from "react";
import { CardFields } from "../../components/CardFields";
import { useUpdatePractice } from "./api";
import { PracticeDetailsForm } from "./PracticeDetailsForm";

/** The practice's name, address and EFIN, with the caller's role; an owner edits them in place. */
export function PracticeDetailsCard({ practice }: { practice: Practice }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdatePractice();
  const { message } = App.useApp();
  const headingId = useId();
  const isOwner = practice.myRole === "owner";
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} className="tl-practice__title">
          {practice.name}
        </Typography.Title>
        {editing ? (
          <PracticeDetailsForm
            initial={{ name: practice.name, address: practice.address ?? "", efin: practice.efin ?? "" }}
            submitLabel={t("practicePages.save")}
            saving={update.isPending}
            onSave={(details) =>
              update.mutateAsync(details).then(() => {
                void message.success(t("practicePages.saved"));
                setEditing(false);
              })
            }
            extraActions={<Button onClick={() => setEditing(false)}>{t("practicePages.cancel")}</Button>}
          />
        ) : (
          <>
            <CardFields
              className="tl-practice__details"
              fields={[
                {
                  key: "address",
                  title: t("practicePages.detailsAddress"),
                  value: practice.address ?? t("practicePages.detailsNone"),
                },
                {
                  key: "efin",
                  title: t("practicePages.detailsEfin"),
                  value: practice.efin ?? t("practicePages.detailsNone"),
                },
                {
                  key: "role",
                  title: t("practicePages.detailsYourRole"),
                  value: practiceRoleTexts[practice.myRole].name,
                },
              ]}
            />
            {isOwner && (
              <Button className="tl-practice__edit" onClick={() => setEditing(true)}>
                {t("practicePages.edit")}
              </Button>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
