import { useQuery } from "@tanstack/react-query";
import type { AdminAccount } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Drawer } from "antd";
import { useState } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { accountName } from "./account-actions";
import { secondFactorsQuery } from "./api";
import { factorLines } from "./factor-lines";
import { ResetFactorsDialog } from "./ResetFactorsDialog";
import "./admin.css";

/** One account's sign-in factors in words, and the way to reset them after a verified support request. */
export function SecondFactorsDrawer({
  account,
  onClose,
}: {
  account: AdminAccount | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      open={account !== null}
      onClose={onClose}
      size="min(480px, 100vw)"
      title={account ? t("admin.signInFactorsOf", { name: accountName(account) }) : ""}
      destroyOnHidden
    >
      {account ? <FactorsBody account={account} /> : null}
    </Drawer>
  );
}

function FactorsBody({ account }: { account: AdminAccount }) {
  const factors = useQuery(secondFactorsQuery(account.id));
  const [resetting, setResetting] = useState(false);

  if (factors.error) {
    return (
      <LoadError
        title={t("admin.factorsLoadError")}
        error={factors.error}
        onRetry={() => void factors.refetch()}
        retrying={factors.isFetching}
      />
    );
  }
  if (!factors.data) {
    return <LoadingCard label={t("admin.loadingFactors")} rows={5} />;
  }
  return (
    <>
      <ul className="tl-admin-factors" aria-label={t("admin.signInFactors")}>
        {factorLines(factors.data).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button danger onClick={() => setResetting(true)}>
        {t("admin.resetFactors")}
      </Button>
      <ResetFactorsDialog
        person={
          resetting
            ? { userId: account.id, name: accountName(account), required: factors.data.required }
            : null
        }
        onClose={() => setResetting(false)}
      />
    </>
  );
}
