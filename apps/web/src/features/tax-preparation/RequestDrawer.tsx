import { useQuery } from "@tanstack/react-query";
import { questionnaireFor } from "@taxlane/organizer";
import { Drawer, Grid } from "antd";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { dateText, personName } from "../../lib/format";
import { jobDetailQuery } from "./api";
import { EmailAddress } from "./EmailAddress";
import { RequestAnswers, requestKindOf } from "./RequestAnswers";
import "./tax-preparation.css";
import { t } from "@taxlane/contract/i18n";

function RequestBody({ quoteId }: { quoteId: number }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(jobDetailQuery(quoteId));
  if (isPending) return <LoadingCard label={t("taxPreparation.loadingRequest")} rows={8} />;
  if (isError) {
    return (
      <LoadError
        title={t("taxPreparation.requestLoadError")}
        error={error}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  return (
    <div className="tl-job">
      <p className="tl-job__note">
        {t("taxPreparation.requestFromSent", {
          title: questionnaireFor(requestKindOf(data)).title(),
          name: personName(data.taxpayer.firstName, data.taxpayer.lastName),
          date: dateText(data.requestDate),
        })}
        <br />
        <EmailAddress email={data.taxpayer.email} />
        {data.taxpayer.phoneNumber !== null && ` · ${data.taxpayer.phoneNumber}`}
      </p>
      <RequestAnswers job={data} />
    </div>
  );
}

/** A job's request, as the taxpayer answered it, beside the jobs table. `quoteId` null keeps it closed. */
export function RequestDrawer({ quoteId, onClose }: { quoteId: number | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={quoteId !== null}
      onClose={onClose}
      title={t("taxPreparation.columnRequest")}
      size={screens.md === true ? 560 : "100%"}
      destroyOnHidden
    >
      {quoteId !== null && <RequestBody quoteId={quoteId} />}
    </Drawer>
  );
}
