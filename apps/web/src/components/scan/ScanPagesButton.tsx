import { ScanOutlined } from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { lazy, Suspense, useRef, useState } from "react";

// The scanner and pdf-lib load when "Scan pages" is first pressed, not with the page.
const ScanDialog = lazy(() => import("./ScanDialog").then((module) => ({ default: module.ScanDialog })));

interface ScanPagesButtonProps {
  /** The finished scan ("Scanned document, <date>.pdf"), for the upload beside the button. */
  onScanned: (file: File) => void;
  /** What the upload is for, said to screen readers after "Scan pages" when a page has several. */
  target?: string;
  disabled?: boolean;
}

/** "Scan pages" beside an upload: opens the scanner, which hands back one PDF as a chosen file. */
export function ScanPagesButton({ onScanned, target, disabled = false }: ScanPagesButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The dialog is removed rather than hidden (the camera stops with it): the focus comes back here.
    button.current?.focus();
  };
  return (
    <>
      <Button
        ref={button}
        icon={<ScanOutlined aria-hidden="true" />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {t("scan.scanPages")}
        {target !== undefined && (
          <span className="tl-visually-hidden"> {t("scan.scanPagesFor", { label: target })}</span>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog onScanned={onScanned} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
