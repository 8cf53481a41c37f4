import { useMutation } from "@tanstack/react-query";
import type { SigningView } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button } from "antd";
import { useId, useState } from "react";
import { FormStatus } from "../../../components/ui/form";
import { problemText } from "../../../lib/problem-text";
import { signingApi } from "./api";
import { DocumentDownload } from "./SigningIntro";
import { useFocusOnMount } from "./use-focus-on-mount";

interface PaperPathProps {
  view: SigningView;
  signingKey: string | undefined;
  onView: (view: SigningView) => void;
  /** Take the focus on showing (the page moved on to this step). */
  focus: boolean;
}

const PAPER_TYPES = ["application/pdf", "image/jpeg", "image/png"];
const PAPER_ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

/**
 * After both identity tries failed, nothing is locked: the professional can verify the signer in person
 * or by video call, or the signer prints, signs and uploads the pages for the professional to accept.
 */
export function PaperPath({ view, signingKey, onView, focus }: PaperPathProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focus);
  const professional = view.professionalName;

  if (view.state === "paper-uploaded") {
    return (
      <section className="tl-signing__section" aria-labelledby="tl-signing-paper">
        <h2 id="tl-signing-paper" ref={heading} tabIndex={-1} className="tl-signing__heading">
          {t("signingPages.paperWaitingTitle")}
        </h2>
        <p role="status">{t("signingPages.paperWaitingText", { professional })}</p>
      </section>
    );
  }
  return (
    <section className="tl-signing__section" aria-labelledby="tl-signing-paper">
      <h2 id="tl-signing-paper" ref={heading} tabIndex={-1} className="tl-signing__heading">
        {t("signingPages.waysOnTitle")}
      </h2>
      <p role="status">{t("signingPages.waysOnLead")}</p>
      <h3 className="tl-signing__subheading">{t("signingPages.askProfessional", { professional })}</h3>
      <p>{t("signingPages.askProfessionalText", { professional })}</p>
      {view.canUploadPaper && (
        <>
          <h3 className="tl-signing__subheading">{t("signingPages.printSignUpload")}</h3>
          {view.state === "paper-rejected" && (
            <Alert
              className="tl-signing__notice"
              type="error"
              role="status"
              showIcon
              title={t("signingPages.paperRejectedTitle", { professional })}
              description={
                view.paperNote === null
                  ? undefined
                  : t("signingPages.paperRejectedNote", { note: view.paperNote })
              }
            />
          )}
          <p>{t("signingPages.printSignUploadText")}</p>
          <DocumentDownload view={view} signingKey={signingKey} label={t("signingPages.downloadToPrint")} />
          <PaperUpload
            view={view}
            signingKey={signingKey}
            onView={onView}
            again={view.state === "paper-rejected"}
          />
        </>
      )}
    </section>
  );
}

function PaperUpload({
  view,
  signingKey,
  onView,
  again,
}: {
  view: SigningView;
  signingKey: string | undefined;
  onView: (view: SigningView) => void;
  again: boolean;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (page: File) => signingApi.uploadPaper(view.signerId, signingKey, page),
    onMutate: () => setProblem(null),
    onSuccess: onView,
    onError: (error) => setProblem(problemText(error)),
  });
  const send = () => {
    if (file === null) setProblem(t("signingPages.noFileChosen"));
    else if (!PAPER_TYPES.includes(file.type)) setProblem(t("signingPages.wrongFileType"));
    else upload.mutate(file);
  };
  return (
    <div className="tl-signing__upload">
      <label htmlFor={inputId}>{t("signingPages.uploadLabel")}</label>
      <input
        id={inputId}
        type="file"
        accept={PAPER_ACCEPT}
        onChange={(event) => {
          setProblem(null);
          setFile(event.target.files?.[0] ?? null);
        }}
      />
      <FormStatus tone="error" message={problem} />
      <Button type="primary" size="large" loading={upload.isPending} onClick={send}>
        {upload.isPending
          ? t("signingPages.uploading")
          : again
            ? t("signingPages.uploadAgain")
            : t("signingPages.upload")}
      </Button>
    </div>
  );
}
