import { t } from "@taxlane/contract/i18n";
import type { OrganizerFileRef } from "@taxlane/organizer";
import { type ReactNode, useId } from "react";
import { ScanPagesButton } from "../../components/scan";

/** Files the API takes for organizer answers: PDFs, photos and office documents. */
const ACCEPT = "application/pdf,image/*,.doc,.docx,.xls,.xlsx,.csv";

interface FileFieldProps {
  id: string;
  label: ReactNode;
  /** The label as plain text, for the names of the buttons and the list. */
  labelText: string;
  hint?: string;
  error?: string;
  /** Files already saved with the answer. */
  stored: readonly OrganizerFileRef[];
  /** Files chosen and not saved yet (they go with the next save). */
  pending: readonly File[];
  onPendingChange: (files: File[]) => void;
  onRemoveStored: (file: OrganizerFileRef) => void;
  removing: boolean;
}

/**
 * An upload: "Choose files" for PDFs and scans, and on phones "Take a photo" that opens the camera
 * (for a W-2 or an ID), "Scan pages" for several pages in one PDF, with the saved and the waiting files listed, each removable.
 */
export function FileField(props: FileFieldProps) {
  const { id, label, labelText, hint, error, stored, pending, onPendingChange, onRemoveStored, removing } =
    props;
  const photoId = useId();
  const listId = `${id}-files`;
  const describedBy = [hint && `${id}-hint`, listId, error && `${id}-error`].filter(Boolean).join(" ");
  const add = (list: FileList | null) => {
    if (list !== null && list.length > 0) onPendingChange([...pending, ...Array.from(list)]);
  };
  return (
    <fieldset
      className={["tl-question tl-org-file", error && "tl-question--invalid"].filter(Boolean).join(" ")}
    >
      <legend className="tl-question__legend">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="tl-field__hint">
          {hint}
        </p>
      )}
      <div className="tl-org-file__pickers">
        <label className="tl-org-file__picker" htmlFor={id}>
          {t("organizer.chooseFiles")}
          <span className="tl-visually-hidden"> {t("organizer.pickerFor", { question: labelText })}</span>
        </label>
        <input
          id={id}
          className="tl-org-file__input"
          type="file"
          multiple
          accept={ACCEPT}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = "";
          }}
        />
        <label className="tl-org-file__picker tl-org-file__picker--photo" htmlFor={photoId}>
          {t("organizer.takePhoto")}
          <span className="tl-visually-hidden"> {t("organizer.pickerFor", { question: labelText })}</span>
        </label>
        <input
          id={photoId}
          className="tl-org-file__input tl-org-file__input--photo"
          type="file"
          accept="image/*"
          capture="environment"
          aria-describedby={describedBy}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = "";
          }}
        />
        <ScanPagesButton target={labelText} onScanned={(file) => onPendingChange([...pending, file])} />
      </div>
      <ul
        id={listId}
        className="tl-org-file__list"
        aria-label={t("organizer.filesFor", { question: labelText })}
      >
        {stored.length === 0 && pending.length === 0 && (
          <li className="tl-muted">{t("organizer.noFiles")}</li>
        )}
        {stored.map((file) => (
          <li key={`stored-${file.id}`} className="tl-org-file__item">
            <span>{file.name}</span>
            <span className="tl-org-file__state">{t("organizer.fileSaved")}</span>
            <button
              type="button"
              className="tl-org-link-button"
              disabled={removing}
              onClick={() => onRemoveStored(file)}
            >
              {t("organizer.removeFile")}
              <span className="tl-visually-hidden"> {file.name}</span>
            </button>
          </li>
        ))}
        {pending.map((file, index) => (
          // Files waiting to be sent have no id; a name can repeat, so their place tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={`pending-${file.name}-${index}`} className="tl-org-file__item">
            <span>{file.name}</span>
            <span className="tl-org-file__state">{t("organizer.savedOnContinue")}</span>
            <button
              type="button"
              className="tl-org-link-button"
              onClick={() => onPendingChange(pending.filter((_, at) => at !== index))}
            >
              {t("organizer.removeFile")}
              <span className="tl-visually-hidden"> {file.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="tl-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
