import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { type ReactNode, Suspense } from "react";
import { useSearchParams } from "react-router";
import { PageTabs } from "../../components/PageTabs";
import { LoadingCard } from "../../components/QueryStates";

/** What other features put on a job's page: its organizer and its documents, each in a tab, and what follows the summary. */
export interface JobTabParts {
  /** Shown under the job's own summary (e.g. its appointments). */
  summary?: ReactNode;
  /** Left out for a practice member whose role does not work returns (an assistant). */
  organizer?: ReactNode;
  documents?: ReactNode;
  /** The professional's view of the job's reminders; the taxpayer's page has none. */
  reminders?: ReactNode;
  /** The engagement letter and the job's signature requests. */
  signatures?: ReactNode;
  /** The job's price, invoices and price changes. */
  billing?: ReactNode;
  /** Letters from the IRS or a state the taxpayer received, with their deadlines. */
  letters?: ReactNode;
  /** The return's filings, the IRS's answers and the refund or amount due. */
  filing?: ReactNode;
}

/** Given the job, its organizer and documents tabs (composed in the page's route). */
export type JobPageTabs = (job: TaxPreparationDetail) => JobTabParts;

const tabKeys = [
  "summary",
  "organizer",
  "documents",
  "signatures",
  "billing",
  "filing",
  "letters",
  "reminders",
] as const;
export type JobTabKey = (typeof tabKeys)[number];

/** The tab `?tab=` names; the summary when it names none we know. */
export function jobTabOf(value: string | null): JobTabKey {
  return tabKeys.find((key) => key === value) ?? "summary";
}

/** A job page's address with a tab open (`/expert/tax_preparation/7?tab=organizer`). */
export function jobTabPath(base: string, tab: JobTabKey): string {
  return tab === "summary" ? base : `${base}?tab=${tab}`;
}

/**
 * A tab a page may leave out: none when the page gave it nothing. The routes load a tab's code when
 * it is first opened (a phone on a slow line draws the summary without it), so a tab waits for it here.
 */
function optionalTab(key: JobTabKey, label: string, content: ReactNode | undefined) {
  return content === undefined
    ? []
    : [
        {
          key,
          label,
          children: (
            <div className="tl-job__tab">
              <Suspense fallback={<LoadingCard label={t("taxPreparation.loadingTab")} />}>{content}</Suspense>
            </div>
          ),
        },
      ];
}

/**
 * Summary, organizer and documents of a job. `?tab=organizer` or `?tab=documents` opens that tab,
 * so a reload or a link keeps it; a tab is drawn when first opened.
 */
export function JobTabs({ summary, parts }: { summary: ReactNode; parts: JobTabParts }) {
  const [params, setParams] = useSearchParams();
  const items = [
    {
      key: "summary",
      label: t("taxPreparation.tabSummary"),
      children: (
        <div className="tl-job__tab">
          {summary}
          {parts.summary}
        </div>
      ),
    },
    ...optionalTab("organizer", t("taxPreparation.tabOrganizer"), parts.organizer),
    ...optionalTab("documents", t("taxPreparation.tabDocuments"), parts.documents),
    ...optionalTab("signatures", t("engagementLetterPages.tabSignatures"), parts.signatures),
    ...optionalTab("billing", t("jobBillingPages.tabBilling"), parts.billing),
    ...optionalTab("filing", t("filingPages.tab"), parts.filing),
    ...optionalTab("letters", t("taxNoticePages.tabLetters"), parts.letters),
    ...optionalTab("reminders", t("reminders.tabReminders"), parts.reminders),
  ];
  const requested = jobTabOf(params.get("tab"));
  // A tab this side's page does not have (a professional's link opened by the taxpayer) opens the summary.
  const active = items.some((item) => item.key === requested) ? requested : "summary";
  return (
    <PageTabs
      className="tl-job__tabs"
      activeKey={active}
      onChange={(key) => setParams(key === "summary" ? {} : { tab: key }, { replace: true })}
      items={items}
    />
  );
}
