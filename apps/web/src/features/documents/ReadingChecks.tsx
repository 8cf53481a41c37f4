import { useQuery } from "@tanstack/react-query";
import type { DocumentReading, FileRefDto, JobDocument, ReadValue } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Card, Empty, Input, Space, Tag } from "antd";
import { useId, useState } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { BoxPicture } from "./BoxPicture";
import { boxNumber, boxTitle } from "./box-names";
import { kindLabel } from "./DocumentKindTag";
import { readingsQuery, useDecideReadValue } from "./readings-api";

/** "box 1, wages" as a label of its own: "Box 1, wages". */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One value beside the picture of its box, with Confirm / Edit / Reject while it waits on the taxpayer. */
function ValueRow({
  reading,
  value,
  file,
}: {
  reading: DocumentReading;
  value: ReadValue;
  file: FileRefDto;
}) {
  const decide = useDecideReadValue();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [failed, setFailed] = useState(false);
  const box = boxNumber(value.box);
  // The rows repeat their buttons: each one's name says which box it decides.
  const named = { box: boxTitle(reading.kind, value.box) };
  const send = (decision: "confirm" | "edit" | "reject", text?: string) => {
    setFailed(false);
    decide.mutate(
      {
        quoteId: reading.quoteId,
        valueId: value.id,
        decision,
        ...(text === undefined ? {} : { value: text }),
      },
      { onSuccess: () => setEditing(false), onError: () => setFailed(true) },
    );
  };
  return (
    <li className="tl-read__row">
      <BoxPicture file={file} value={value} />
      <div className="tl-read__value">
        <span className="tl-read__box">{capitalised(named.box)}</span>
        {editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (draft.trim() !== "") send("edit", draft.trim());
            }}
          >
            <Space wrap>
              <Input
                aria-label={t("documentReadings.valueLabel", { box })}
                value={draft}
                autoFocus
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button
                htmlType="submit"
                type="primary"
                loading={decide.isPending}
                disabled={draft.trim() === ""}
              >
                {t("documentReadings.save")}
              </Button>
              <Button onClick={() => setEditing(false)}>{t("documentReadings.cancel")}</Button>
            </Space>
          </form>
        ) : (
          <strong className="tl-read__text">{value.value}</strong>
        )}
        <span className="tl-muted">
          {t("documentReadings.confidence", { percent: Math.round(value.confidence) })}
        </span>
        {value.state === "suggested" ? (
          !editing && (
            <Space wrap>
              <Button
                type="primary"
                size="small"
                loading={decide.isPending}
                aria-label={t("documentReadings.confirmBox", named)}
                onClick={() => send("confirm")}
              >
                {t("documentReadings.confirm")}
              </Button>
              <Button
                size="small"
                aria-label={t("documentReadings.editBox", named)}
                onClick={() => {
                  // A masked value is typed afresh; an ordinary one starts from what was read.
                  setDraft(value.sensitive ? "" : value.value);
                  setEditing(true);
                }}
              >
                {t("documentReadings.edit")}
              </Button>
              <Button
                size="small"
                danger
                aria-label={t("documentReadings.rejectBox", named)}
                onClick={() => send("reject")}
              >
                {t("documentReadings.reject")}
              </Button>
            </Space>
          )
        ) : (
          <Tag>{t(`documentReadings.state_${value.state}`)}</Tag>
        )}
        {failed && (
          <span className="tl-problem" role="alert">
            {t("documentReadings.decideFailed")}
          </span>
        )}
      </div>
    </li>
  );
}

/** "Check what we read" for one read document. */
function ReadingCheck({ reading, document }: { reading: DocumentReading; document: JobDocument }) {
  const headingId = useId();
  const file = document.file;
  if (file === null) return null;
  const title = reading.kind === null ? document.title : kindLabel(reading.kind);
  return (
    <Card size="small" className="tl-read">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="tl-read__heading">
          {t("documentReadings.checkTitle")}: {title} ({file.name})
        </h3>
        <p className="tl-muted">{t("documentReadings.checkLead")}</p>
        {reading.values.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("documentReadings.checkEmpty")} />
        ) : (
          <ul className="tl-read__rows">
            {reading.values.map((value) => (
              <ValueRow key={value.id} reading={reading} value={value} file={file} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

/** The taxpayer's check of every read document of the job, below their documents. */
export function ReadingChecks({
  quoteId,
  documents,
}: {
  quoteId: number;
  documents: readonly JobDocument[];
}) {
  const query = useQuery(readingsQuery("taxpayer", quoteId));
  if (query.isPending) return <LoadingCard label={t("documentReadings.checkLoading")} rows={2} />;
  if (query.isError) {
    return (
      <LoadError
        title={t("documentReadings.checkFailed")}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const read = query.data.flatMap((reading) => {
    const document = documents.find((entry) => entry.fileId === reading.fileId);
    return reading.status === "read" && document ? [{ reading, document }] : [];
  });
  return (
    <>
      {read.map(({ reading, document }) => (
        <ReadingCheck key={reading.fileId} reading={reading} document={document} />
      ))}
    </>
  );
}
