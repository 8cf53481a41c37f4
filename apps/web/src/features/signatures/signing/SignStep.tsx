import { useMutation } from "@tanstack/react-query";
import type { SignatureInput, SigningView } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Input } from "antd";
import { useId, useState } from "react";
import { SignaturePad } from "../../../components/signature-pad/SignaturePad";
import { FormStatus } from "../../../components/ui/form";
import { problemText } from "../../../lib/problem-text";
import { signingApi } from "./api";
import { useFocusOnMount } from "./use-focus-on-mount";

interface SignStepProps {
  view: SigningView;
  signingKey: string | undefined;
  onSigned: (view: SigningView) => void;
  /** Take the focus on showing (the identity check has just passed). */
  focus: boolean;
}

/** "Ann Marie Lee" → "AML": the initials field starts from the signer's name, at most 5 letters. */
export function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/)
    .map((part) => part.charAt(0).toUpperCase())
    .join("")
    .slice(0, 5);
}

/** The signature (typed or drawn), the initials, the consent sentence and the button that signs. */
export function SignStep({ view, signingKey, onSigned, focus }: SignStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focus);
  const initialsId = useId();
  const initialsHelpId = useId();
  const [signature, setSignature] = useState<SignatureInput | null>(null);
  const [initials, setInitials] = useState(() => initialsOf(view.signerName));
  const [problem, setProblem] = useState<string | null>(null);
  const sign = useMutation({
    mutationFn: ({ given, initialsGiven }: { given: SignatureInput; initialsGiven: string }) =>
      signingApi.sign(view.signerId, signingKey, given, initialsGiven),
    onMutate: () => setProblem(null),
    onSuccess: onSigned,
    onError: (error) => setProblem(problemText(error)),
  });
  const submit = () => {
    if (signature === null) setProblem(t("signingPages.signFirst"));
    else if (initials.trim() === "") setProblem(t("signingPages.initialsFirst"));
    else sign.mutate({ given: signature, initialsGiven: initials.trim() });
  };

  return (
    <section className="tl-signing__section" aria-labelledby="tl-signing-sign">
      <h2 id="tl-signing-sign" ref={heading} tabIndex={-1} className="tl-signing__heading">
        {view.identityRequired ? t("signingPages.stepSign") : t("signingPages.signTitle")}
      </h2>
      {view.identityRequired && focus && <p role="status">{t("signingPages.identityPassed")}</p>}
      <SignaturePad onChange={setSignature} defaultName={view.signerName} />
      <div className="tl-signing__initials">
        <label htmlFor={initialsId}>{t("signingPages.initials")}</label>
        <Input
          id={initialsId}
          aria-describedby={initialsHelpId}
          value={initials}
          maxLength={5}
          autoComplete="off"
          onChange={(event) => setInitials(event.target.value)}
        />
        <p id={initialsHelpId} className="tl-signing__help">
          {t("signingPages.initialsHelp")}
        </p>
      </div>
      <p className="tl-signing__consent">{t("signingPages.consent")}</p>
      <FormStatus tone="error" message={problem} />
      <Button type="primary" size="large" block loading={sign.isPending} onClick={submit}>
        {sign.isPending ? t("signingPages.signing") : t("signingPages.sign")}
      </Button>
    </section>
  );
}
