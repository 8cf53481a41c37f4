import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { Button } from "antd";
import { PhotoPicker } from "../../components/photo-crop";
import type { PhotoChange } from "./profile-form-data";

interface ProfilePhotoFieldProps {
  /** The id of the picker's file input, for the form's "Photo" label. */
  id: string;
  /** The photo saved now, or `null`. */
  currentUrl: string | null;
  value: PhotoChange;
  onChange: (next: PhotoChange) => void;
  error?: string | null;
  disabled?: boolean;
}

/**
 * The profile photo: choose and crop a new one (the shared square picker), or remove the saved one.
 * Nothing changes until the form is saved.
 */
export function ProfilePhotoField({
  id,
  currentUrl,
  value,
  onChange,
  error,
  disabled,
}: ProfilePhotoFieldProps) {
  return (
    <div className="tl-account__photo">
      <PhotoPicker
        id={id}
        value={value.kind === "replace" ? value.file : null}
        currentUrl={value.kind === "remove" ? null : currentUrl}
        onChange={(file) =>
          onChange(file === null ? { kind: "keep" } : { kind: "replace", file, name: file.name })
        }
        error={error}
        disabled={disabled}
      />
      {currentUrl !== null && value.kind === "keep" && (
        <Button disabled={disabled} onClick={() => onChange({ kind: "remove" })}>
          {profiles.removePhoto}
        </Button>
      )}
      {value.kind === "remove" && (
        <p className="tl-account__note" role="status">
          {profiles.photoRemovedOnSave}{" "}
          <Button
            type="link"
            className="tl-account__inline-button"
            onClick={() => onChange({ kind: "keep" })}
          >
            {profiles.keepPhoto}
          </Button>
        </p>
      )}
    </div>
  );
}
