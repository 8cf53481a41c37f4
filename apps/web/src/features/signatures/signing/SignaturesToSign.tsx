import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import { Alert } from "antd";
import { Link } from "react-router";
import { dateText } from "../../../lib/format";
import { signaturesToSignQuery } from "./api";
import "./signing.css";

/**
 * The taxpayer's to-do: documents waiting for their signature, each a link to its signing page.
 * Nothing shows while it loads or when nothing waits; a failed load says so quietly.
 */
export function SignaturesToSign() {
  const toSign = useQuery(signaturesToSignQuery());
  if (toSign.isError) {
    return <Alert type="warning" showIcon role="status" title={t("signingPages.toSignLoadFailed")} />;
  }
  if (toSign.isPending || toSign.data.length === 0) return null;
  return (
    <Alert
      type="info"
      role="note"
      showIcon
      className="tl-signing__to-sign"
      title={<h2 className="tl-signing__heading">{t("signingPages.toSignTitle")}</h2>}
      description={
        <ul className="tl-signing__fields">
          {toSign.data.map((item) => (
            <li key={item.signerId}>
              <Link to={`/sign/${item.signerId}`}>
                {t("signingPages.toSignItem", {
                  title: item.title,
                  professional: item.professionalName,
                  date: dateText(item.expiresAt),
                })}
              </Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}
