import { useQuery } from "@tanstack/react-query";
import type { TaxPreparationDetail } from "@taxlane/contract";
import { Card } from "antd";
import { useId } from "react";
import { taxpayerDocumentsQuery } from "./api";
import { DocumentsList, documentColumns } from "./DocumentsList";
import { awaitsUpload } from "./document-model";
import { UploadDocument } from "./UploadDocument";
import "./documents.css";

const columns = documentColumns({
  after: [
    {
      key: "action",
      title: "Action",
      render: (_, document) => (awaitsUpload(document) ? <UploadDocument document={document} /> : null),
    },
  ],
});

/**
 * The job page's documents for its taxpayer: the files given in the organizer and the documents the
 * professional asked for, with an upload for each one still asked for.
 */
export function JobDocuments({ job }: { job: Pick<TaxPreparationDetail, "quoteId"> }) {
  const headingId = useId();
  const query = useQuery(taxpayerDocumentsQuery(job.quoteId));
  return (
    <Card>
      <section aria-labelledby={headingId} className="tl-docs">
        <h2 id={headingId} className="tl-docs__heading">
          Documents
        </h2>
        <DocumentsList query={query} what="your documents" columns={columns} />
      </section>
    </Card>
  );
}
