import { useQuery } from "@tanstack/react-query";
import type { JobDocument, TaxPreparationDetail } from "@taxlane/contract";
import { Card, Empty, Table, type TableColumnsType } from "antd";
import { useId } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { taxpayerDocumentsQuery } from "./api";
import { DocumentFile, DocumentStatusTag, DocumentTitle, providedText } from "./DocumentCells";
import { awaitsUpload, ownerLabel } from "./document-model";
import { UploadDocument } from "./UploadDocument";
import "./documents.css";

export const NO_DOCUMENTS = "No Documents Found";

const columns: TableColumnsType<JobDocument> = [
  { key: "title", title: "Title", render: (_, document) => <DocumentTitle document={document} /> },
  { key: "provided", title: "Date provided", render: (_, document) => providedText(document) },
  { key: "file", title: "File", render: (_, document) => <DocumentFile document={document} /> },
  {
    key: "status",
    title: "Status",
    render: (_, document) => <DocumentStatusTag statusId={document.statusId} />,
  },
  { key: "owner", title: "Taxpayer or spouse", render: (_, document) => ownerLabel(document) },
  {
    key: "action",
    title: "Action",
    render: (_, document) => (awaitsUpload(document) ? <UploadDocument document={document} /> : null),
  },
];

/**
 * The job page's documents for its taxpayer: the files given in the organizer and the documents the
 * professional asked for, with an upload for each one still asked for.
 */
export function JobDocuments({ job }: { job: Pick<TaxPreparationDetail, "quoteId"> }) {
  const headingId = useId();
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(
    taxpayerDocumentsQuery(job.quoteId),
  );
  return (
    <Card>
      <section aria-labelledby={headingId} className="tl-docs">
        <h2 id={headingId} className="tl-docs__heading">
          Documents
        </h2>
        {isPending ? (
          <LoadingCard label="Loading your documents" rows={3} />
        ) : isError ? (
          <LoadError
            title="We could not load your documents."
            error={error}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_DOCUMENTS} />
        ) : (
          <div className="tl-docs__table">
            <Table<JobDocument>
              rowKey="id"
              columns={columns}
              dataSource={data}
              pagination={false}
              size="middle"
            />
          </div>
        )}
      </section>
    </Card>
  );
}
