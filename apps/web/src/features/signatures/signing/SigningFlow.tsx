import type { SigningView } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { type ComponentType, useRef, useState } from "react";
import { DownloadBlock } from "../../../components/DownloadBlock";
import { dateText } from "../../../lib/format";
import { signingApi } from "./api";
import { IdentityStep } from "./IdentityStep";
import { PaperPath } from "./PaperPath";
import { SigningIntro } from "./SigningIntro";
import { SignStep } from "./SignStep";
import type { SigningCardProps } from "./signing-card";
import { useFocusOnMount } from "./use-focus-on-mount";

interface SigningFlowProps {
  view: SigningView;
  signingKey: string | undefined;
  /** Told the signer's new view after each step (an identity try, a signature, an upload). */
  onView: (view: SigningView) => void;
  Card: ComponentType<SigningCardProps>;
}

const identityConfirmed = new Set(["passed", "in-person", "video"]);

type Step = "identity" | "ways-on" | "paper-waiting" | "sign" | "nothing";

/** Where a signer who has not signed stands: which step the page shows. */
export function stepOf(view: SigningView): Step {
  if (view.canSign) return "sign";
  if (view.state === "paper-uploaded") return "paper-waiting";
  const identityDone = !view.identityRequired || identityConfirmed.has(view.identityStatus);
  if (!identityDone && view.identityTriesLeft > 0 && view.state !== "paper-rejected") return "identity";
  if (!identityDone) return "ways-on";
  return "nothing";
}

/** The signer's page once their view is read: a closed request, a signature given, or the steps to sign. */
export function SigningFlow({ view, signingKey, onView, Card }: SigningFlowProps) {
  const [justSigned, setJustSigned] = useState(false);
  const vars = { professional: view.professionalName, title: view.title };
  const signedCopy = <SignedCopy view={view} signingKey={signingKey} />;

  if (view.requestStatus === "withdrawn") {
    return <Card title={t("signingPages.withdrawnTitle")} lead={t("signingPages.withdrawnText", vars)} />;
  }
  if (view.state === "signed" || view.state === "signed-on-paper") {
    if (justSigned) {
      return (
        <Card title={t("signingPages.doneTitle")}>
          <DoneNote text={t("signingPages.doneText", vars)} />
          {signedCopy}
        </Card>
      );
    }
    const lead =
      view.state === "signed-on-paper"
        ? t("signingPages.signedOnPaperText", vars)
        : t("signingPages.signedText", { title: view.title, date: dateText(view.signedAt ?? "") });
    return (
      <Card title={t("signingPages.signedTitle")} lead={lead}>
        {signedCopy}
      </Card>
    );
  }
  if (view.requestStatus === "expired") {
    return (
      <Card
        title={t("signingPages.expiredTitle")}
        lead={t("signingPages.expiredText", { ...vars, date: dateText(view.expiresAt ?? "") })}
      />
    );
  }
  return (
    <Card title={view.title} wide lead={t("signingPages.askedBy", { ...vars, signer: view.signerName })}>
      <SigningIntro view={view} signingKey={signingKey} />
      <CurrentStep
        view={view}
        signingKey={signingKey}
        onView={onView}
        onSigned={(next) => {
          setJustSigned(true);
          onView(next);
        }}
      />
    </Card>
  );
}

function CurrentStep({
  view,
  signingKey,
  onView,
  onSigned,
}: {
  view: SigningView;
  signingKey: string | undefined;
  onView: (view: SigningView) => void;
  onSigned: (view: SigningView) => void;
}) {
  const step = stepOf(view);
  // The first step is where the page opens; a later one takes the focus, so a keyboard or screen
  // reader user is told the page moved on.
  const firstStep = useRef(step);
  const moved = firstStep.current !== step;
  switch (step) {
    case "identity":
      return <IdentityStep view={view} signingKey={signingKey} onView={onView} />;
    case "ways-on":
    case "paper-waiting":
      // Keyed by step: after an upload the page remounts on the waiting words and focuses them.
      return <PaperPath key={step} view={view} signingKey={signingKey} onView={onView} focus={moved} />;
    case "sign":
      return <SignStep view={view} signingKey={signingKey} onSigned={onSigned} focus={moved} />;
    default:
      return (
        <p role="status" className="tl-signing__note">
          {t("signingPages.waitingForOthers")}
        </p>
      );
  }
}

/** What happens next, just after signing: it takes the focus, as the button pressed is gone. */
function DoneNote({ text }: { text: string }) {
  const note = useFocusOnMount<HTMLParagraphElement>(true);
  return (
    <p ref={note} tabIndex={-1} role="status" className="tl-signing__done">
      {text}
    </p>
  );
}

/** The sealed copy once everyone has signed, else what the signer waits for. */
function SignedCopy({ view, signingKey }: { view: SigningView; signingKey: string | undefined }) {
  if (!view.signedFileReady) {
    return (
      <p role="status" className="tl-signing__note">
        {t("signingPages.waitingForOthers")}
      </p>
    );
  }
  return (
    <div className="tl-signing__section">
      <p role="status">{t("signingPages.signedCopyReady")}</p>
      <DownloadBlock
        fetchFile={() => signingApi.signedDocument(view.signerId, signingKey)}
        fileName={`${view.title}.pdf`}
      >
        {t("signingPages.downloadSigned")}
      </DownloadBlock>
    </div>
  );
}
