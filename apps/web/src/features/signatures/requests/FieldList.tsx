import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import type { Dispatch } from "react";
import type { DraftField, FieldsAction } from "./fields-reducer";
import { kindText } from "./request-words";

/**
 * The placed fields in words, beside the page: each with its page, kind and signer, and a way to
 * remove it, so the whole step works without a pointer.
 */
export function FieldList({
  fields,
  signerNames,
  dispatch,
  onShowPage,
}: {
  fields: readonly DraftField[];
  signerNames: readonly string[];
  dispatch: Dispatch<FieldsAction>;
  onShowPage: (page: number) => void;
}) {
  return (
    <section aria-labelledby="tl-sigreq-placed">
      <h3 id="tl-sigreq-placed" className="tl-sigreq__title">
        {t("signatureRequestPages.placedTitle")}
      </h3>
      {fields.length === 0 ? (
        <p className="tl-muted">{t("signatureRequestPages.placedEmpty")}</p>
      ) : (
        <ul className="tl-sigreq__placed">
          {[...fields]
            .sort((a, b) => a.page - b.page || a.key - b.key)
            .map((field) => {
              const words = {
                page: field.page,
                kind: kindText[field.kind],
                signer: signerNames[field.signer] ?? "",
              };
              return (
                <li key={field.key}>
                  <Button
                    type="link"
                    size="small"
                    className="tl-sigreq__placed-name"
                    onClick={() => {
                      onShowPage(field.page);
                      dispatch({ type: "select", key: field.key });
                    }}
                  >
                    {t("signatureRequestPages.placedRow", words)}
                  </Button>
                  <Button
                    size="small"
                    aria-label={t("signatureRequestPages.removeFieldOf", words)}
                    onClick={() => dispatch({ type: "remove", key: field.key })}
                  >
                    {t("signatureRequestPages.removeField")}
                  </Button>
                </li>
              );
            })}
        </ul>
      )}
    </section>
  );
}
