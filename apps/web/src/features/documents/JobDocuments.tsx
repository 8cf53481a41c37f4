import { UploadOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import type { TaxPreparationDetail } from "@taxlane/contract";
import { Button, Card } from "antd";
import { useId, useState } from "react";
import { AddDocumentDialog } from "./AddDocumentDialog";
import { taxpayerDocumentsQuery } from "./api";
import { type DocumentAction, DocumentsList } from "./DocumentsList";
import { awaitsUpload } from "./document-model";
import { ReadingChecks } from "./ReadingChecks";
import { UploadDocument } from "./UploadDocument";
import "./documents.css";
import { t } from "@taxlane/contract/i18n";

const uploadAction: DocumentAction = {
  title: t("documents.actionColumn"),
  render: (document) => (awaitsUpload(document) ? <UploadDocument document={document} /> : null),
};

/**
 * The job page's documents for its taxpayer: the files given in the organizer, the documents the
 * professional asked for (each still asked for with its upload) and their own, which they add here.
 */
export function JobDocuments({ job }: { job: Pick<TaxPreparationDetail, "quoteId"> }) {
  const headingId = useId();
  const query = useQuery(taxpayerDocumentsQuery(job.quoteId));
  const [adding, setAdding] = useState(false);
  return (
    <Card>
      <section aria-labelledby={headingId} className="tl-docs">
        <h2 id={headingId} className="tl-docs__heading">
          {t("documents.heading")}
        </h2>
        <div className="tl-docs__toolbar">
          <Button type="primary" icon={<UploadOutlined aria-hidden="true" />} onClick={() => setAdding(true)}>
            {t("documents.uploadTitle")}
          </Button>
        </div>
        <DocumentsList
          query={query}
          what={t("documents.yourDocuments")}
          action={uploadAction}
          side="taxpayer"
        />
        <ReadingChecks quoteId={job.quoteId} documents={query.data ?? []} />
        <AddDocumentDialog
          quoteId={job.quoteId}
          openRequests={(query.data ?? []).filter(
            (document) => document.source === "request" && awaitsUpload(document),
          )}
          open={adding}
          onClose={() => setAdding(false)}
        />
      </section>
    </Card>
  );
}
