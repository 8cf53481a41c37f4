import { t } from "@taxlane/contract/i18n";
import { Button, Modal } from "antd";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { CameraPanel } from "./CameraPanel";
import { CornerEditor } from "./CornerEditor";
import { PageStrip } from "./PageStrip";
import {
  pageBytes,
  pageFromFile,
  pageFromVideo,
  pageWithCorners,
  releasePage,
  type ScanPage,
} from "./scan-capture";
import type { Quad } from "./scan-geometry";
import { MAX_SCAN_PAGES, scanToFile } from "./scan-pdf";
import "./scan.css";

export interface ScanDialogProps {
  /** The finished scan, one PDF, handed to the upload it was opened from. */
  onScanned: (file: File) => void;
  onClose: () => void;
}

/** The page button to focus once the list has changed: the moved, adjusted or next page's. */
interface FocusTarget {
  id: string;
  action: "up" | "down" | "delete" | "adjust";
}

/** Where a button is when its own is disabled at the list's end. */
const fallbackAction: Record<FocusTarget["action"], FocusTarget["action"]> = {
  up: "down",
  down: "up",
  delete: "delete",
  adjust: "adjust",
};

/**
 * "Scan pages": takes pages with the camera (or from photos), finds and straightens each page, lets the
 * person reorder, retake, adjust and delete them, and makes one PDF of up to 40 Letter pages.
 */
export function ScanDialog({ onScanned, onClose }: ScanDialogProps) {
  const [pages, setPages] = useState<ScanPage[]>([]);
  const [retaking, setRetaking] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);
  const latestPages = useRef(pages);
  latestPages.current = pages;

  // The thumbnails' URLs go with the dialog.
  useEffect(() => () => latestPages.current.forEach(releasePage), []);

  useLayoutEffect(() => {
    const target = focusTarget.current;
    if (target === null || body.current === null) return;
    const item = body.current.querySelector(`[data-page-id="${target.id}"]`);
    const button = (action: FocusTarget["action"]) =>
      item?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not([disabled])`);
    const next = button(target.action) ?? button(fallbackAction[target.action]) ?? null;
    // While a step runs the buttons are disabled: the focus moves once they are back.
    if (item !== null && next === null && busy) return;
    focusTarget.current = null;
    next?.focus();
  });

  /** Runs one step that may take a while (a picture, the PDF); its failure is said as `failure`. */
  const step = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch {
      setProblem(failure);
    } finally {
      setBusy(false);
    }
  };

  const replace = (index: number, page: ScanPage) => {
    setPages((current) => current.map((old, at) => (at === index ? page : old)));
  };

  const addTaken = async (take: () => Promise<ScanPage>) => {
    const page = await take();
    if (retaking !== null) {
      const old = pages[retaking];
      if (old !== undefined) releasePage(old);
      replace(retaking, { ...page, id: old?.id ?? page.id });
      setAnnouncement(t("scan.pageRetaken", { number: retaking + 1 }));
      setRetaking(null);
      return;
    }
    setPages((current) => [...current, page]);
    const number = pages.length + 1;
    setAnnouncement(page.found ? t("scan.pageTaken", { number }) : t("scan.pageTakenWhole", { number }));
  };

  const addPhotos = async (files: File[]) => {
    if (retaking !== null) {
      const [file] = files;
      if (file !== undefined) await addTaken(() => pageFromFile(file));
      return;
    }
    const room = Math.max(0, MAX_SCAN_PAGES - pages.length);
    const added: ScanPage[] = [];
    const problems: string[] = [];
    // One at a time: a phone holds one full-size photo in memory, not forty.
    for (const file of files.slice(0, room)) {
      try {
        added.push(await pageFromFile(file));
      } catch {
        problems.push(t("scan.photoUnreadable", { name: file.name }));
      }
    }
    if (files.length > room) {
      problems.push(t("scan.photosOverLimit", { added: added.length, max: MAX_SCAN_PAGES }));
    }
    setPages((current) => [...current, ...added]);
    setAnnouncement(t("scan.photosAdded", { count: added.length }));
    setProblem(problems.length > 0 ? problems.join(" ") : null);
  };

  const move = (from: number, to: number) => {
    const page = pages[from];
    if (page === undefined || to < 0 || to >= pages.length) return;
    const next = pages.filter((_, at) => at !== from);
    next.splice(to, 0, page);
    setPages(next);
    if (retaking === from) setRetaking(to);
    focusTarget.current = { id: page.id, action: to < from ? "up" : "down" };
    setAnnouncement(t("scan.pageMoved", { from: from + 1, to: to + 1 }));
  };

  const remove = (index: number) => {
    const page = pages[index];
    if (page === undefined) return;
    releasePage(page);
    const next = pages.filter((_, at) => at !== index);
    setPages(next);
    if (retaking !== null)
      setRetaking(retaking === index ? null : retaking > index ? retaking - 1 : retaking);
    const neighbour = next[index] ?? next[index - 1];
    if (neighbour !== undefined) focusTarget.current = { id: neighbour.id, action: "delete" };
    setAnnouncement(t("scan.pageDeleted", { number: index + 1 }));
  };

  const applyCorners = (index: number, quad: Quad) =>
    step(async () => {
      const page = pages[index];
      if (page === undefined) return;
      replace(index, await pageWithCorners(page, quad));
      setEditing(null);
      focusTarget.current = { id: page.id, action: "adjust" };
      setAnnouncement(t("scan.cornersSaved", { number: index + 1 }));
    }, t("scan.takeFailed"));

  const finish = () =>
    step(async () => {
      setFinishing(true);
      try {
        const made = await scanToFile(await pageBytes(pages));
        if ("problem" in made) {
          setProblem(made.problem);
          return;
        }
        onScanned(made.file);
        onClose();
      } finally {
        setFinishing(false);
      }
    }, t("scan.pdfFailed"));

  const editedPage = editing === null ? undefined : pages[editing];

  return (
    <Modal
      open
      className="tl-scan-dialog"
      title={t("scan.dialogTitle")}
      width={760}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t("scan.cancel")}
        </Button>,
        <Button
          key="use"
          type="primary"
          loading={finishing}
          disabled={pages.length === 0 || editing !== null || (busy && !finishing)}
          onClick={() => void finish()}
        >
          {t("scan.usePages", { count: pages.length })}
        </Button>,
      ]}
    >
      <div ref={body} className="tl-scan">
        <p className="tl-visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {problem !== null && (
          <p className="tl-problem" role="alert">
            {problem}
          </p>
        )}
        {editing !== null && editedPage !== undefined && (
          <CornerEditor
            key={editedPage.id}
            page={editedPage}
            number={editing + 1}
            busy={busy}
            onApply={(quad) => void applyCorners(editing, quad)}
            onCancel={() => {
              focusTarget.current = { id: editedPage.id, action: "adjust" };
              setEditing(null);
            }}
          />
        )}
        {/* Hidden, not unmounted, while corners are adjusted: the camera keeps running. */}
        <div className="tl-scan__main" hidden={editing !== null}>
          <CameraPanel
            retaking={retaking === null ? null : retaking + 1}
            atLimit={pages.length >= MAX_SCAN_PAGES}
            busy={busy}
            onTake={(video) => void step(() => addTaken(() => pageFromVideo(video)), t("scan.takeFailed"))}
            onPhotos={(files) => void step(() => addPhotos(files), t("scan.takeFailed"))}
            onStopRetaking={() => setRetaking(null)}
          />
          <PageStrip
            pages={pages}
            retaking={retaking}
            busy={busy}
            onMove={move}
            onRetake={setRetaking}
            onDelete={remove}
            onAdjust={setEditing}
          />
        </div>
      </div>
    </Modal>
  );
}
