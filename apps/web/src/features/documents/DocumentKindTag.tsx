import { useQuery } from "@tanstack/react-query";
import {
  type DocumentReading,
  type JobDocument,
  type ReadDocumentKind,
  readDocumentKinds,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Select, Tag } from "antd";
import { useState } from "react";
import { type ReadingSide, readingsQuery, useCorrectKind } from "./readings-api";

export const kindLabel = (kind: ReadDocumentKind) => t(`documentReadings.kind_${kind}`);

const kindOptions = readDocumentKinds.map((kind) => ({ value: kind, label: kindLabel(kind) }));

/** What the tag says: the kind, "Reading…" while the reading waits, "Not read" when nothing was found. */
export function readingTagText(reading: DocumentReading): string {
  if (reading.kind !== null) return kindLabel(reading.kind);
  return reading.status === "pending" ? t("documentReadings.reading") : t("documentReadings.notRead");
}

/** The tag of a document's kind and the small select either person corrects it with. */
export function KindTag({ reading, side }: { reading: DocumentReading; side: ReadingSide }) {
  const correct = useCorrectKind(side);
  const [failed, setFailed] = useState(false);
  const tone = reading.kind !== null ? "tl-docs-kind--read" : "tl-docs-kind--none";
  return (
    <span className="tl-docs__cell">
      <Tag className={`tl-docs-kind ${tone}`}>{readingTagText(reading)}</Tag>
      <Select<ReadDocumentKind>
        size="small"
        className="tl-docs-kind__select"
        aria-label={t("documentReadings.kindLabel")}
        value={reading.kind ?? undefined}
        placeholder={t("documentReadings.kindLabel")}
        options={kindOptions}
        disabled={correct.isPending}
        popupMatchSelectWidth={false}
        onChange={(kind) => {
          setFailed(false);
          correct.mutate(
            { quoteId: reading.quoteId, fileId: reading.fileId, kind },
            { onError: () => setFailed(true) },
          );
        }}
      />
      {reading.corrected && <span className="tl-muted">{t("documentReadings.kindCorrected")}</span>}
      {failed && (
        <span className="tl-problem" role="alert">
          {t("documentReadings.correctFailed")}
        </span>
      )}
    </span>
  );
}

/** The kind cell of a document in either side's list: nothing for a document without a file. */
export function DocumentKindCell({ document, side }: { document: JobDocument; side: ReadingSide }) {
  const { data } = useQuery(readingsQuery(side, document.quoteId));
  const reading = data?.find((entry) => entry.fileId === document.fileId);
  if (document.fileId === null || reading === undefined) return null;
  return <KindTag reading={reading} side={side} />;
}
