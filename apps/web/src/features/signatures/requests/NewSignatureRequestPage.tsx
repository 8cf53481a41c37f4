import { useQuery } from "@tanstack/react-query";
import type { SignatureRequest, TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, App, Card, Steps } from "antd";
import { useEffect, useReducer, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { personName } from "../../../lib/format";
import { usePageTitle } from "../../../lib/use-page-title";
import { signatureRequestsQuery } from "./api";
import { emptyFields, fieldsReducer } from "./fields-reducer";
import { PlaceFieldsStep } from "./PlaceFieldsStep";
import { draftIdOf, jobSignaturesPath, newRequestPath } from "./paths";
import { SendStep } from "./SendStep";
import { SignersStep } from "./SignersStep";
import { defaultSigners, type SignersChoice } from "./signers-choice";
import { UploadStep } from "./UploadStep";
import "./signature-requests.css";

const steps = [
  { title: t("signatureRequestPages.stepDocument") },
  { title: t("signatureRequestPages.stepSigners") },
  { title: t("signatureRequestPages.stepFields") },
  { title: t("signatureRequestPages.stepSend") },
];

/** Signers, fields and sending of a draft, once its PDF is uploaded. */
function DraftSteps({
  job,
  draft,
  step,
  setStep,
}: {
  job: TaxPreparationDetail;
  draft: SignatureRequest;
  step: number;
  setStep: (step: number) => void;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<SignersChoice>(() => defaultSigners(draft.title));
  const [fields, dispatch] = useReducer(fieldsReducer, emptyFields);
  const taxpayerName = personName(job.taxpayer.firstName, job.taxpayer.lastName);
  const signerNames = choice.spouse === null ? [taxpayerName] : [taxpayerName, choice.spouse.name.trim()];

  if (step <= 1) {
    return (
      <SignersStep
        job={job}
        value={choice}
        onNext={(next) => {
          if (next.spouse === null) dispatch({ type: "dropSigner", signer: 1 });
          setChoice(next);
          setStep(2);
        }}
      />
    );
  }
  if (step === 2) {
    return (
      <PlaceFieldsStep
        draft={draft}
        signerNames={signerNames}
        state={fields}
        dispatch={dispatch}
        onBack={() => setStep(1)}
        onNext={() => setStep(3)}
      />
    );
  }
  return (
    <SendStep
      draft={draft}
      choice={choice}
      fields={fields.fields}
      signerNames={signerNames}
      onBack={() => setStep(2)}
      onSent={() => {
        void message.success(t("signatureRequestPages.sentDone"));
        void navigate(jobSignaturesPath(job.quoteId));
      }}
    />
  );
}

/** A draft named by `?draft=`, read from the job's requests; only a draft can be continued. */
function ContinuedDraft({ job, draftId }: { job: TaxPreparationDetail; draftId: number }) {
  const requests = useQuery(signatureRequestsQuery(job.quoteId));
  const [step, setStep] = useState(1);
  // Kept once found: sending refreshes the list, where the draft is then a sent request.
  const [kept, setKept] = useState<SignatureRequest | null>(null);
  const found = requests.data?.find((request) => request.id === draftId && request.status === "draft");
  useEffect(() => {
    if (kept === null && found !== undefined) setKept(found);
  }, [kept, found]);
  const draft = kept ?? found;
  if (draft !== undefined) {
    return (
      <>
        <Steps current={step} items={steps} size="small" style={{ marginBottom: 24 }} />
        <DraftSteps key={draft.id} job={job} draft={draft} step={step} setStep={setStep} />
      </>
    );
  }
  if (requests.isPending) return <LoadingCard label={t("signatureRequestPages.draftLoading")} />;
  if (requests.isError) {
    return (
      <LoadError
        title={t("signatureRequestPages.draftLoadError")}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        retrying={requests.isRefetching}
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t("signatureRequestPages.draftMissing")}
      action={<Link to={newRequestPath(job.quoteId)}>{t("signatureRequestPages.newRequest")}</Link>}
    />
  );
}

/** A new request: the upload, then the draft's steps; the address keeps the draft, so a reload continues it. */
function NewDraft({ job }: { job: TaxPreparationDetail }) {
  const [draft, setDraft] = useState<SignatureRequest | null>(null);
  const [step, setStep] = useState(0);
  const [, setParams] = useSearchParams();
  return (
    <>
      <Steps current={step} items={steps} size="small" style={{ marginBottom: 24 }} />
      {draft === null ? (
        <UploadStep
          quoteId={job.quoteId}
          onDraft={(created) => {
            setDraft(created);
            setStep(1);
            setParams({ draft: String(created.id) }, { replace: true });
          }}
        />
      ) : (
        <DraftSteps key={draft.id} job={job} draft={draft} step={step} setStep={setStep} />
      )}
    </>
  );
}

/**
 * /expert/tax_preparation/:id/signatures/new: a PDF to be signed on the job, in four steps (upload,
 * signers, fields, send). `?draft=<id>` continues a draft uploaded before.
 */
export function NewSignatureRequestPage({ job }: { job: TaxPreparationDetail }) {
  usePageTitle(t("signatureRequestPages.pageTitle"));
  const [params] = useSearchParams();
  // Read once: the upload writes `?draft=` itself, and the draft it made is already in hand.
  const [draftId] = useState(() => draftIdOf(params.get("draft")));
  return (
    <Card className="tl-sigreq">
      <Link to={jobSignaturesPath(job.quoteId)}>
        <span aria-hidden="true">← </span>
        {t("signatureRequestPages.backToJob")}
      </Link>
      <h2 className="tl-job__section-title">{t("signatureRequestPages.pageTitle")}</h2>
      {draftId === null ? <NewDraft job={job} /> : <ContinuedDraft job={job} draftId={draftId} />}
    </Card>
  );
}
