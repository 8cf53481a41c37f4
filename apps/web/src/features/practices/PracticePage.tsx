import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { MarketPage } from "../../entities/account";
import { practiceQuery } from "./api";
import { CreatePracticeCard } from "./CreatePracticeCard";
import { InvitationsCard } from "./InvitationsCard";
import { MembersCard } from "./MembersCard";
import { PracticeDetailsCard } from "./PracticeDetailsCard";
import { PracticeLogCard } from "./PracticeLogCard";
import { RoleTable } from "./RoleTable";
import "./practices.css";

/**
 * /expert/practice: without a practice, what one is and the form that makes the account one; with
 * one, its details, members, an owner's invitations and log, and what each role may do.
 */
export function PracticePage() {
  const practice = useQuery(practiceQuery());
  return (
    <MarketPage title={t("practicePages.pageTitle")}>
      <div className="tl-practice">
        {practice.isPending ? (
          <LoadingCard label={t("practicePages.loading")} />
        ) : practice.isError ? (
          <LoadError
            title={t("practicePages.loadError")}
            error={practice.error}
            onRetry={() => void practice.refetch()}
            retrying={practice.isRefetching}
          />
        ) : practice.data.practice === null ? (
          <CreatePracticeCard />
        ) : (
          <>
            <PracticeDetailsCard practice={practice.data.practice} />
            <MembersCard practice={practice.data.practice} />
            {practice.data.practice.invitations !== null && (
              <InvitationsCard
                invitations={practice.data.practice.invitations}
                seats={practice.data.practice.seats}
              />
            )}
            {practice.data.practice.myRole === "owner" && <PracticeLogCard />}
          </>
        )}
        <RoleTable />
      </div>
    </MarketPage>
  );
}
