import { FilePdfOutlined } from "@ant-design/icons";
import type { SigningView } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { DownloadBlock } from "../../../components/DownloadBlock";
import { dateText } from "../../../lib/format";
import { signingApi } from "./api";

/** What the signer is asked: the document to read, by when, and where their signature goes. */
export function SigningIntro({ view, signingKey }: { view: SigningView; signingKey: string | undefined }) {
  const fields = view.fields
    .filter((field) => field.signerId === view.signerId)
    .sort((one, other) => one.page - other.page || other.y - one.y);
  return (
    <div className="tl-signing__section">
      {view.expiresAt !== null && <p>{t("signingPages.expiresOn", { date: dateText(view.expiresAt) })}</p>}
      <DocumentDownload view={view} signingKey={signingKey} label={t("signingPages.viewDocument")} />
      {fields.length > 0 && (
        <>
          <h2 className="tl-signing__heading">{t("signingPages.yourFieldsTitle")}</h2>
          <ul className="tl-signing__fields">
            {fields.map((field) => (
              <li key={field.id}>{t("signingPages.fieldOnPage", { kind: field.kind, page: field.page })}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The PDF to be signed, fetched with the link's key (a plain link could not send it safely). */
export function DocumentDownload({
  view,
  signingKey,
  label,
}: {
  view: SigningView;
  signingKey: string | undefined;
  label: string;
}) {
  return (
    <DownloadBlock
      as="div"
      className="tl-signing__download"
      icon={<FilePdfOutlined aria-hidden="true" />}
      fetchFile={() => signingApi.document(view.signerId, signingKey)}
      fileName={`${view.title}.pdf`}
    >
      {label}
    </DownloadBlock>
  );
}
