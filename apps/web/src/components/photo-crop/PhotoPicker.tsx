import { UserOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import type { CropSquare, Size } from "./crop-geometry";
import { PhotoCropper } from "./PhotoCropper";
import {
  type CroppedPhotoType,
  croppedPhotoName,
  PHOTO_ACCEPT,
  photoFileProblem,
  photoTexts,
} from "./photo-file";
import { loadImage, renderSquarePhoto } from "./render-crop";
import "./photo-crop.css";
import { common } from "@taxlane/contract/i18n/local/common";

export interface PhotoPickerProps {
  /** The cropped photo, or `null` when none is chosen. */
  value?: File | null;
  /** A new cropped photo, or `null` when the person removes it. */
  onChange?: (photo: File | null) => void;
  /** The id of the file input, so a form's label can point at it (antd's Form.Item passes it). */
  id?: string;
  /** The photo shown while no new one is chosen, e.g. the current profile photo. */
  currentUrl?: string | null;
  /** A message about the photo from elsewhere, e.g. the server's answer. */
  error?: string | null;
  /** The produced photo's type: JPEG (the default, smaller) or PNG. */
  outputType?: CroppedPhotoType;
  disabled?: boolean;
}

interface Pending {
  file: File;
  url: string;
  image: HTMLImageElement;
  size: Size;
}

/** An object URL for `file` while it is shown, released when it changes or the picker goes. */
function useObjectUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (file === null || file === undefined) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * A profile photo picker: takes only JPEG, PNG or WebP up to 5 MB (the contract's
 * `PHOTO_CONTENT_TYPES` and `PHOTO_MAX_BYTES`), says so plainly otherwise, and lets the person crop
 * the photo to a square before it is used. The value is the cropped square as a `File`, ready for a
 * multipart form; it works as an antd `Form.Item` child.
 */
export function PhotoPicker({
  value,
  onChange,
  id,
  currentUrl,
  error,
  outputType = "image/jpeg",
  disabled = false,
}: PhotoPickerProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = useId();
  const problemId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  // After the crop is used or cancelled, the focus goes back to the file input (rendered again).
  const refocus = useRef(false);
  const previewUrl = useObjectUrl(value);
  const shownUrl = previewUrl ?? currentUrl ?? null;
  const message = problem ?? error ?? null;

  useEffect(
    () => () => {
      if (pending !== null) URL.revokeObjectURL(pending.url);
    },
    [pending],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again still counts as a choice.
    event.target.value = "";
    if (file === undefined) return;
    const found = photoFileProblem(file);
    if (found !== null) {
      setProblem(found);
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      const image = await loadImage(url);
      setProblem(null);
      setPending({ file, url, image, size: { width: image.naturalWidth, height: image.naturalHeight } });
    } catch {
      URL.revokeObjectURL(url);
      setProblem(photoTexts.unreadable);
    }
  };

  const apply = async (square: CropSquare) => {
    if (pending === null) return;
    setApplying(true);
    try {
      const photo = await renderSquarePhoto(
        pending.image,
        square,
        outputType,
        croppedPhotoName(pending.file.name, outputType),
      );
      refocus.current = true;
      setPending(null);
      onChange?.(photo);
    } catch {
      setProblem(photoTexts.unreadable);
    } finally {
      setApplying(false);
    }
  };

  const describedBy = [hintId, message !== null ? problemId : null].filter(Boolean).join(" ");

  return (
    <div className="tl-photo-picker">
      {pending !== null ? (
        <PhotoCropper
          key={pending.url}
          src={pending.url}
          size={pending.size}
          applying={applying}
          onApply={(square) => void apply(square)}
          onCancel={() => {
            refocus.current = true;
            setPending(null);
          }}
        />
      ) : (
        <div className="tl-photo-picker__current">
          {shownUrl !== null ? (
            <img className="tl-photo-picker__preview" src={shownUrl} alt={common.photoPreview} />
          ) : (
            <span className="tl-photo-picker__placeholder" aria-hidden="true">
              <UserOutlined />
            </span>
          )}
          <div className="tl-photo-picker__controls">
            <input
              ref={inputRef}
              id={inputId}
              className="tl-photo-picker__input"
              type="file"
              accept={PHOTO_ACCEPT}
              disabled={disabled}
              aria-describedby={describedBy}
              aria-invalid={message !== null ? true : undefined}
              onChange={(event) => void choose(event)}
            />
            <label
              htmlFor={inputId}
              className={`tl-photo-picker__choose${disabled ? " tl-photo-picker__choose--disabled" : ""}`}
            >
              {shownUrl === null ? common.photoChoose : common.photoChooseAnother}
            </label>
            {value !== null && value !== undefined && (
              <Button
                disabled={disabled}
                onClick={() => {
                  setProblem(null);
                  onChange?.(null);
                }}
              >
                {common.removePhoto}
              </Button>
            )}
            <p id={hintId} className="tl-photo-picker__hint">
              {photoTexts.hint}
            </p>
          </div>
        </div>
      )}
      {message !== null && (
        <p id={problemId} className="tl-photo-picker__problem" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
