import { useQuery } from "@tanstack/react-query";
import { CLIENTS_PAGE } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card, Empty, Pagination, Typography } from "antd";
import { useEffect, useId, useState } from "react";
import { DownloadBlock } from "../../components/DownloadBlock";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { MarketPage } from "../../entities/account";
import { type ClientFilters, clientsQuery, fetchClientsCsv, noFilters } from "./api";
import { ClientFiltersBar } from "./ClientFiltersBar";
import { ClientsList } from "./ClientsList";
import "./practice-clients.css";

/** The value once it has stayed the same for `ms`: a search asks when the typing stops, not per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const SEARCH_SETTLES_MS = 300;

/** What the caller's practice seat gives the page (the route reads it). */
export interface PracticeClientsPageProps {
  /** The practice's members to filter by; null for a professional working alone. */
  members: readonly { userId: number; name: string }[] | null;
  /** Whether the CSV is theirs to download: owners and professionals working alone. */
  mayDownload: boolean;
}

/**
 * /expert/clients: the clients of the jobs the professional sees, the latest in touch first, with
 * search and filters, a page at a time, and the CSV for those whose role manages the practice.
 */
export function PracticeClientsPage({ members, mayDownload }: PracticeClientsPageProps) {
  const [filters, setFilters] = useState<ClientFilters>(noFilters);
  const [page, setPage] = useState(1);
  const search = useSettled(filters.search, SEARCH_SETTLES_MS);
  const asked = { ...filters, search };
  const clients = useQuery(clientsQuery(asked, page, CLIENTS_PAGE));
  const headingId = useId();
  const filtered =
    asked.search.trim() !== "" ||
    asked.status !== null ||
    asked.assignedUserId !== null ||
    asked.year !== null;
  return (
    <MarketPage title={t("practiceClients.pageTitle")}>
      <Card className="tl-clients">
        <section aria-labelledby={headingId} aria-busy={clients.isPending}>
          <Typography.Title level={2} id={headingId} className="tl-clients__title">
            {t("practiceClients.listTitle")}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t("practiceClients.intro")}</Typography.Paragraph>
          <div className="tl-clients__toolbar">
            <ClientFiltersBar
              filters={filters}
              members={members}
              onChange={(next) => {
                setFilters(next);
                setPage(1);
              }}
            />
            {mayDownload && (
              <DownloadBlock
                fetchFile={() => fetchClientsCsv(asked)}
                fileName={`taxlane-clients-${new Date().toISOString().slice(0, 10)}.csv`}
                className="tl-clients__csv"
              >
                {t("practiceClients.download")}
              </DownloadBlock>
            )}
          </div>
          {clients.isPending ? (
            <LoadingCard label={t("practiceClients.loading")} />
          ) : clients.isError ? (
            <LoadError
              title={t("practiceClients.loadError")}
              error={clients.error}
              onRetry={() => void clients.refetch()}
              retrying={clients.isRefetching}
            />
          ) : clients.data.clients.length === 0 ? (
            <Empty description={t(filtered ? "practiceClients.emptyFiltered" : "practiceClients.empty")} />
          ) : (
            <>
              <p className="tl-clients__total">{t("practiceClients.total", { count: clients.data.total })}</p>
              <ClientsList clients={clients.data.clients} labelledBy={headingId} />
              {clients.data.total > clients.data.pageSize && (
                <Pagination
                  className="tl-clients__pages"
                  current={page}
                  pageSize={clients.data.pageSize}
                  total={clients.data.total}
                  showSizeChanger={false}
                  onChange={setPage}
                />
              )}
            </>
          )}
        </section>
      </Card>
    </MarketPage>
  );
}
