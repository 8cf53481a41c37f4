import { type TaxNotice, taxNoticeKindTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card, Tag } from "antd";
import type { ReactNode } from "react";
import { DownloadFileButton } from "../../components/DownloadFileButton";
import { centsText, dateText } from "../../lib/format";
import { daysUntil, dayText, deadlineUrgency } from "./notice-model";

const quoteStatusWords = (side: "taxpayer" | "expert") => ({
  pending: side === "taxpayer" ? t("taxNoticePages.quotePendingTaxpayer") : t("taxNoticePages.quotePending"),
  accepted: t("taxNoticePages.quoteAccepted"),
  declined: t("taxNoticePages.quoteDeclined"),
});

/** How the deadline reads beside its date: days left, due today, or overdue (red) while unanswered. */
function DeadlineTag({ notice, today }: { notice: TaxNotice; today: string }) {
  if (notice.status === "answered") return <Tag color="green">{t("taxNoticePages.statusAnswered")}</Tag>;
  const days = daysUntil(notice.deadline, today);
  const urgency = deadlineUrgency(days);
  const color = urgency === "overdue" ? "red" : urgency === "soon" ? "orange" : "blue";
  const words =
    urgency === "overdue"
      ? t("taxNoticePages.overdue", { days: -days })
      : t("taxNoticePages.daysLeft", { days });
  return <Tag color={color}>{words}</Tag>;
}

/**
 * One letter: its kind and what it means, its deadline with the days left, its status, the notes,
 * the file, and the quote for the work; `actions` are the side's buttons.
 */
export function NoticeItem({
  notice,
  side,
  today,
  actions,
}: {
  notice: TaxNotice;
  side: "taxpayer" | "expert";
  today: string;
  actions?: ReactNode;
}) {
  const kind = taxNoticeKindTexts[notice.kind];
  return (
    <Card size="small" className="tl-notices__item" title={<h3 className="tl-notices__kind">{kind.name}</h3>}>
      <p className="tl-muted">{kind.meaning}</p>
      <p className="tl-notices__deadline">
        <strong>{t("taxNoticePages.deadline", { date: dayText(notice.deadline) })}</strong>{" "}
        <DeadlineTag notice={notice} today={today} />
        {notice.status === "open" && (
          <span className="tl-notices__status">{t("taxNoticePages.statusOpen")}</span>
        )}
      </p>
      {notice.note && <p>{t("taxNoticePages.yourNote", { note: notice.note })}</p>}
      {notice.answeredAt && notice.answerNote && (
        <p>
          {t("taxNoticePages.answeredOn", { date: dateText(notice.answeredAt), note: notice.answerNote })}
        </p>
      )}
      <p className="tl-muted">{t("taxNoticePages.uploadedOn", { date: dateText(notice.uploadedAt) })}</p>
      {notice.file && <DownloadFileButton file={notice.file} label={t("taxNoticePages.openFile")} />}
      {notice.quote && (
        <p>
          {t("taxNoticePages.quoteLine", {
            price: centsText(notice.quote.priceCents),
            message: notice.quote.message,
          })}{" "}
          <Tag>{quoteStatusWords(side)[notice.quote.status]}</Tag>
        </p>
      )}
      {actions && <div className="tl-notices__toolbar">{actions}</div>}
    </Card>
  );
}
