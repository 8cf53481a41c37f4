import type { SignatureFieldKind, SignatureRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Radio, Select, Spin } from "antd";
import { type Dispatch, useCallback, useRef, useState } from "react";
import { FieldLayer } from "./FieldLayer";
import { FieldList } from "./FieldList";
import { fitScale } from "./field-geometry";
import {
  type FieldsAction,
  type FieldsState,
  type SignerIndex,
  signersWithoutSignature,
} from "./fields-reducer";
import { PdfPageCanvas } from "./PdfPageCanvas";
import { kindText } from "./request-words";
import { useElementWidth } from "./use-element-width";
import { usePdfDocument } from "./use-pdf-document";

const kinds: SignatureFieldKind[] = ["signature", "initials", "date"];

/** Why the fields cannot be sent yet, in words; null when they can. */
export function fieldsProblem(state: FieldsState, signerNames: readonly string[]): string | null {
  if (state.fields.length === 0) return t("signatureRequestPages.needsFields");
  const missing = signersWithoutSignature(state.fields, signerNames.length)[0];
  return missing === undefined
    ? null
    : t("signatureRequestPages.needsSignature", { name: signerNames[missing] ?? "" });
}

/**
 * Step 3: the draft's pages with the fields on them. The professional picks the signer and the kind,
 * then clicks the page (or uses "Add field"), moves and removes fields; the list beside the page says
 * them all in words.
 */
export function PlaceFieldsStep({
  draft,
  signerNames,
  state,
  dispatch,
  onBack,
  onNext,
}: {
  draft: SignatureRequest;
  signerNames: readonly string[];
  state: FieldsState;
  dispatch: Dispatch<FieldsAction>;
  onBack: () => void;
  onNext: () => void;
}) {
  const pdf = usePdfDocument(draft.originalFile);
  const [drawFailed, setDrawFailed] = useState(false);
  const onDrawFailed = useCallback(() => setDrawFailed(true), []);
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<SignatureFieldKind>("signature");
  const [signer, setSigner] = useState<SignerIndex>(0);
  const [problem, setProblem] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, 612);
  const pages = draft.pageSizes.length;
  const pageSize = draft.pageSizes[page - 1] ?? { width: 612, height: 792 };
  const scale = fitScale(pageSize.width, width);
  const failed = pdf.state === "failed" || drawFailed;

  const next = () => {
    const why = fieldsProblem(state, signerNames);
    setProblem(why);
    if (why === null) onNext();
  };

  return (
    <div>
      <p>{t("signatureRequestPages.fieldsHelp")}</p>
      <div className="tl-sigreq__controls">
        {signerNames.length > 1 && (
          <Radio.Group
            aria-label={t("signatureRequestPages.fieldSigner")}
            optionType="button"
            value={signer}
            onChange={(event) => setSigner(event.target.value as SignerIndex)}
            options={signerNames.map((name, index) => ({ value: index, label: name }))}
          />
        )}
        <Radio.Group
          aria-label={t("signatureRequestPages.fieldKind")}
          optionType="button"
          value={kind}
          onChange={(event) => setKind(event.target.value as SignatureFieldKind)}
          options={kinds.map((value) => ({ value, label: kindText[value] }))}
        />
        <Button onClick={() => dispatch({ type: "add", page, pageSize, kind, signer })}>
          {t("signatureRequestPages.addField")}
        </Button>
      </div>
      <div className="tl-sigreq__controls">
        <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t("signatureRequestPages.previousPage")}
        </Button>
        <Select<number>
          value={page}
          onChange={setPage}
          aria-label={t("signatureRequestPages.page")}
          style={{ minWidth: 140 }}
          options={draft.pageSizes.map((_size, index) => ({
            value: index + 1,
            label: t("signatureRequestPages.pageOf", { page: index + 1, pages }),
          }))}
        />
        <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t("signatureRequestPages.nextPage")}
        </Button>
      </div>
      <div className="tl-sigreq__place">
        <div ref={frame} className="tl-sigreq__page-frame">
          {failed && (
            <Alert type="warning" showIcon role="status" title={t("signatureRequestPages.pdfError")} />
          )}
          {pdf.state === "loading" && (
            <p className="tl-muted" role="status">
              <Spin size="small" /> {t("signatureRequestPages.pdfLoading")}
            </p>
          )}
          <div
            className="tl-sigreq__page"
            style={{ width: pageSize.width * scale, height: pageSize.height * scale }}
          >
            {pdf.state === "ready" && !drawFailed && (
              <PdfPageCanvas pdf={pdf.pdf} pageNumber={page} scale={scale} onFailed={onDrawFailed} />
            )}
            <FieldLayer
              page={page}
              pageSize={pageSize}
              scale={scale}
              fields={state.fields}
              selected={state.selected}
              signerNames={signerNames}
              placing={{ kind, signer }}
              dispatch={dispatch}
            />
          </div>
        </div>
        <FieldList fields={state.fields} signerNames={signerNames} dispatch={dispatch} onShowPage={setPage} />
      </div>
      {problem !== null && (
        <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 16 }} />
      )}
      <div className="tl-sigreq__toolbar">
        <Button onClick={onBack}>{t("signatureRequestPages.back")}</Button>
        <Button type="primary" onClick={next}>
          {t("signatureRequestPages.next")}
        </Button>
      </div>
    </div>
  );
}
