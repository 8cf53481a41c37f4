import { PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import type { TaxNotice } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Empty } from "antd";
import { type ReactNode, useState } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { centsText } from "../../lib/format";
import { problemText } from "../../lib/problem-text";
import { type AnswerDialog, AnswerDialogs } from "./AnswerDialogs";
import { jobNoticesQuery, useAnswerNoticeQuote } from "./api";
import { NoticeItem } from "./NoticeItem";
import { localToday } from "./notice-model";
import { UploadNoticeDialog } from "./UploadNoticeDialog";
import "./tax-notices.css";

/** The job's letters, loaded, with their loading, error and empty states; `item` draws each one. */
function NoticeList({
  quoteId,
  empty,
  item,
}: {
  quoteId: number;
  empty: string;
  item: (notice: TaxNotice) => ReactNode;
}) {
  const notices = useQuery(jobNoticesQuery(quoteId));
  if (notices.isPending) return <LoadingCard label={t("taxNoticePages.loading")} />;
  if (notices.isError) {
    return (
      <LoadError
        title={t("taxNoticePages.loadFailed")}
        error={notices.error}
        onRetry={() => void notices.refetch()}
        retrying={notices.isFetching}
      />
    );
  }
  if (notices.data.length === 0) return <Empty description={empty} />;
  return (
    <ul className="tl-notices__list">
      {notices.data.map((notice) => (
        <li key={notice.id}>{item(notice)}</li>
      ))}
    </ul>
  );
}

/** The taxpayer's Accept and Decline of a waiting quote. */
function QuoteAnswer({ notice }: { notice: TaxNotice }) {
  const answer = useAnswerNoticeQuote();
  const { message } = App.useApp();
  if (notice.quote?.status !== "pending") return null;
  const price = centsText(notice.quote.priceCents);
  const send = (accept: boolean) =>
    answer.mutate(
      { noticeId: notice.id, accept },
      {
        onSuccess: () =>
          void message.success(t(accept ? "taxNoticePages.accepted" : "taxNoticePages.declined")),
        onError: (error) => void message.error(problemText(error)),
      },
    );
  return (
    <>
      <Button
        type="primary"
        loading={answer.isPending && answer.variables?.accept}
        onClick={() => send(true)}
      >
        {t("taxNoticePages.accept", { price })}
      </Button>
      <Button loading={answer.isPending && answer.variables?.accept === false} onClick={() => send(false)}>
        {t("taxNoticePages.decline")}
      </Button>
    </>
  );
}

/** The taxpayer's "Letters from the IRS" tab: upload a letter, see each one and answer a quote. */
export function TaxpayerTaxNotices({ quoteId }: { quoteId: number }) {
  const [uploading, setUploading] = useState(false);
  const today = localToday();
  return (
    <section className="tl-notices" aria-labelledby="tl-notices-heading">
      <div className="tl-notices__head">
        <h2 id="tl-notices-heading">{t("taxNoticePages.heading")}</h2>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setUploading(true)}>
          {t("taxNoticePages.upload")}
        </Button>
      </div>
      <p className="tl-muted">{t("taxNoticePages.taxpayerIntro")}</p>
      <NoticeList
        quoteId={quoteId}
        empty={t("taxNoticePages.emptyTaxpayer")}
        item={(notice) => (
          <NoticeItem
            notice={notice}
            side="taxpayer"
            today={today}
            actions={<QuoteAnswer notice={notice} />}
          />
        )}
      />
      <UploadNoticeDialog quoteId={quoteId} open={uploading} onClose={() => setUploading(false)} />
    </section>
  );
}

/** The professional's tab: the client's letters with "Mark answered" and "Quote for this work". */
export function ExpertTaxNotices({ quoteId }: { quoteId: number }) {
  const [dialog, setDialog] = useState<AnswerDialog>(null);
  const today = localToday();
  return (
    <section className="tl-notices" aria-labelledby="tl-notices-heading">
      <h2 id="tl-notices-heading">{t("taxNoticePages.expertHeading")}</h2>
      <p className="tl-muted">{t("taxNoticePages.expertIntro")}</p>
      <NoticeList
        quoteId={quoteId}
        empty={t("taxNoticePages.emptyExpert")}
        item={(notice) => (
          <NoticeItem
            notice={notice}
            side="expert"
            today={today}
            actions={
              <>
                {notice.status === "open" && (
                  <Button type="primary" onClick={() => setDialog({ kind: "respond", notice })}>
                    {t("taxNoticePages.markAnswered")}
                  </Button>
                )}
                {notice.quote?.status !== "accepted" && (
                  <Button onClick={() => setDialog({ kind: "quote", notice })}>
                    {notice.quote ? t("taxNoticePages.requote") : t("taxNoticePages.quoteWork")}
                  </Button>
                )}
              </>
            }
          />
        )}
      />
      <AnswerDialogs open={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}
