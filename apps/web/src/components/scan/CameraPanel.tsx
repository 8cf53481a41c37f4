import { CameraOutlined, PictureOutlined } from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { useEffect, useRef } from "react";
import { MAX_SCAN_PAGES } from "./scan-pdf";
import { type CameraState, useCamera } from "./use-camera";

interface CameraPanelProps {
  /** The number of the page being taken again, or null when new pages are added. */
  retaking: number | null;
  /** Whether the scan has as many pages as it can. */
  atLimit: boolean;
  busy: boolean;
  onTake: (video: HTMLVideoElement) => void;
  onPhotos: (files: File[]) => void;
  onStopRetaking: () => void;
}

const unavailableText: Partial<Record<CameraState, string>> = {
  none: t("scan.noCamera"),
  refused: t("scan.cameraRefused"),
  failed: t("scan.cameraFailed"),
};

/**
 * The live camera with "Take page", and "Choose photos" from the photo library, which is all there is
 * when the device has no camera or the camera is not allowed (said in words).
 */
export function CameraPanel({ retaking, atLimit, busy, onTake, onPhotos, onStopRetaking }: CameraPanelProps) {
  const video = useRef<HTMLVideoElement>(null);
  const photos = useRef<HTMLInputElement>(null);
  const takeButton = useRef<HTMLButtonElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const camera = useCamera(video);
  const unavailable = unavailableText[camera];
  const full = atLimit && retaking === null;

  // "Retake" on a page brings the focus here, to the button that takes it again.
  useEffect(() => {
    if (retaking === null) return;
    (takeButton.current?.disabled === false ? takeButton.current : chooseButton.current)?.focus();
  }, [retaking]);

  return (
    <div className="tl-scan__camera">
      <div className="tl-scan__viewfinder" hidden={unavailable !== undefined}>
        <video ref={video} className="tl-scan__video" muted playsInline aria-label={t("scan.cameraView")} />
        {camera === "starting" && <p className="tl-scan__starting">{t("scan.cameraStarting")}</p>}
      </div>
      <p className="tl-scan__status" role="status">
        {unavailable}
      </p>
      {retaking !== null && (
        <p className="tl-scan__retaking">
          {t("scan.retaking", { number: retaking })}{" "}
          <Button size="small" onClick={onStopRetaking}>
            {t("scan.stopRetaking", { number: retaking })}
          </Button>
        </p>
      )}
      {full && <p className="tl-scan__limit">{t("scan.pageLimit", { max: MAX_SCAN_PAGES })}</p>}
      <div className="tl-scan__take">
        {unavailable === undefined && (
          <Button
            ref={takeButton}
            type="primary"
            size="large"
            icon={<CameraOutlined aria-hidden="true" />}
            disabled={camera !== "live" || full}
            loading={busy}
            onClick={() => {
              if (video.current !== null) onTake(video.current);
            }}
          >
            {retaking === null ? t("scan.takePage") : t("scan.takeAgain", { number: retaking })}
          </Button>
        )}
        <input
          ref={photos}
          type="file"
          accept="image/*"
          multiple={retaking === null}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared at once, so choosing the same photos again still counts.
            event.target.value = "";
            if (files.length > 0) onPhotos(files);
          }}
        />
        <Button
          ref={chooseButton}
          type={unavailable === undefined ? "default" : "primary"}
          size="large"
          icon={<PictureOutlined aria-hidden="true" />}
          disabled={full || busy}
          onClick={() => photos.current?.click()}
        >
          {retaking === null ? t("scan.choosePhotos") : t("scan.choosePhoto")}
        </Button>
      </div>
    </div>
  );
}
