import { PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import type { JobDocument } from "@taxlane/contract";
import { Button, Card, Empty, Table, type TableColumnsType } from "antd";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { MarketPage } from "../../components/MarketPage";
import { LoadError, LoadingCard } from "../../components/QueryStates";
// A job's id in the address is checked like a professional's: a positive whole number.
import { parseExpertId as parseQuoteId } from "../../lib/profiles-api";
import { expertDocumentsQuery } from "./api";
import { DocumentFile, DocumentStatusTag, DocumentTitle, providedText } from "./DocumentCells";
import { DownloadPdfButton } from "./DownloadPdfButton";
import { canReview, ownerLabel } from "./document-model";
import { NO_DOCUMENTS } from "./JobDocuments";
import { RequestDocumentDialog } from "./RequestDocumentDialog";
import { ReviewActions } from "./ReviewActions";
import "./documents.css";

const columns: TableColumnsType<JobDocument> = [
  { key: "id", title: "ID", dataIndex: "id" },
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
    key: "review",
    title: "Review",
    render: (_, document) => (canReview(document) ? <ReviewActions document={document} /> : null),
  },
];

function DocumentsTable({ quoteId }: { quoteId: number }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(expertDocumentsQuery(quoteId));
  const [selected, setSelected] = useState<string[]>([]);
  const [requesting, setRequesting] = useState(false);
  const present = new Set((data ?? []).map((document) => document.id));
  const chosen = selected.filter((id) => present.has(id));
  return (
    <>
      <div className="tl-docs__toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setRequesting(true)}>
          Request a document
        </Button>
        {data !== undefined && data.length > 0 && <DownloadPdfButton quoteId={quoteId} selected={chosen} />}
      </div>
      {isPending ? (
        <LoadingCard label="Loading the documents" rows={3} />
      ) : isError ? (
        <LoadError
          title="We could not load the documents."
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
            rowSelection={{
              selectedRowKeys: chosen,
              onChange: (keys) => setSelected(keys.map(String)),
              // Only a document with a file can go into the PDF.
              getCheckboxProps: (document) => ({
                disabled: document.file === null,
                "aria-label": `Select ${document.title}`,
              }),
            }}
          />
        </div>
      )}
      <RequestDocumentDialog quoteId={quoteId} open={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}

/** /expert/tax_preparation/:id/documents: the job's documents for its professional. */
export function ExpertDocumentsPage() {
  const { id } = useParams();
  const quoteId = parseQuoteId(id);
  const headingId = useId();
  return (
    <MarketPage title="Documents">
      <div className="tl-docs">
        <Link to="/expert/tax_preparation">
          <span aria-hidden="true">← </span>All tax preparations
        </Link>
        <Card>
          <section aria-labelledby={headingId} className="tl-docs">
            <h2 id={headingId} className="tl-docs__heading">
              Job documents
            </h2>
            {quoteId === null ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_DOCUMENTS} />
            ) : (
              <DocumentsTable quoteId={quoteId} />
            )}
          </section>
        </Card>
      </div>
    </MarketPage>
  );
}
