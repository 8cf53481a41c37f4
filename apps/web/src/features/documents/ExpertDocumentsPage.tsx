import { PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Empty } from "antd";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { MarketPage } from "../../entities/account";
// A job's id in the address is checked like a professional's: a positive whole number.
import { parseExpertId as parseQuoteId } from "../../entities/profile";
import { expertDocumentsQuery } from "./api";
import { type DocumentAction, DocumentsList, NO_DOCUMENTS } from "./DocumentsList";
import { DownloadPdfButton } from "./DownloadPdfButton";
import { canReview } from "./document-model";
import { RequestDocumentDialog } from "./RequestDocumentDialog";
import { ReviewActions } from "./ReviewActions";
import "./documents.css";
import { t } from "@taxlane/contract/i18n";

const reviewAction: DocumentAction = {
  title: t("documents.reviewColumn"),
  render: (document) => (canReview(document) ? <ReviewActions document={document} /> : null),
};

function DocumentsTable({ quoteId }: { quoteId: number }) {
  const query = useQuery(expertDocumentsQuery(quoteId));
  const { data } = query;
  const [selected, setSelected] = useState<string[]>([]);
  const [requesting, setRequesting] = useState(false);
  const present = new Set((data ?? []).map((document) => document.id));
  const chosen = selected.filter((id) => present.has(id));
  return (
    <>
      <div className="tl-docs__toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setRequesting(true)}>
          {t("documents.requestTitle")}
        </Button>
        {data !== undefined && data.length > 0 && <DownloadPdfButton quoteId={quoteId} selected={chosen} />}
      </div>
      <DocumentsList
        query={query}
        what={t("documents.theDocuments")}
        action={reviewAction}
        side="expert"
        selection={{ selected: chosen, onChange: setSelected }}
      />
      <RequestDocumentDialog quoteId={quoteId} open={requesting} onClose={() => setRequesting(false)} />
    </>
  );
}

/** The job's documents for its professional in a card: the list, requests, reviews and the one-PDF download. */
export function ExpertJobDocuments({ quoteId }: { quoteId: number }) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="tl-docs">
        <h2 id={headingId} className="tl-docs__heading">
          {t("documents.jobDocumentsHeading")}
        </h2>
        <DocumentsTable quoteId={quoteId} />
      </section>
    </Card>
  );
}

/** /expert/tax_preparation/:id/documents: the job's documents for its professional. */
export function ExpertDocumentsPage() {
  const { id } = useParams();
  const quoteId = parseQuoteId(id);
  return (
    <MarketPage title={t("documents.heading")}>
      <div className="tl-docs">
        <Link to="/expert/tax_preparation">
          <span aria-hidden="true">← </span>
          {t("documents.allPreparations")}
        </Link>
        {quoteId === null ? (
          <Card>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_DOCUMENTS} />
          </Card>
        ) : (
          <ExpertJobDocuments quoteId={quoteId} />
        )}
      </div>
    </MarketPage>
  );
}
