import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { type PointerEvent as ReactPointerEvent, useEffect, useId, useRef, useState } from "react";
import type { ScanPage } from "./scan-capture";
import {
  CORNER_NAMES,
  cornerForKey,
  isConvex,
  moveCorner,
  type Quad,
  quadArea,
  wholeFrame,
} from "./scan-geometry";

interface CornerEditorProps {
  page: ScanPage;
  /** The page's number in the scan, for the words. */
  number: number;
  busy: boolean;
  onApply: (quad: Quad) => void;
  onCancel: () => void;
}

/** Corners closer than this share of the picture make no page worth sending. */
const MIN_AREA_SHARE = 0.01;

const percent = (value: number, of: number) => Math.round((value / of) * 100);

/**
 * "Adjust corners": the picture as taken with the page's four corners as handles. Drag a handle (mouse,
 * touch or pen) or focus it and use the arrow keys; the page is straightened again from the corners.
 */
export function CornerEditor({ page, number, busy, onApply, onCancel }: CornerEditorProps) {
  const [quad, setQuad] = useState<Quad>(page.quad);
  const [problem, setProblem] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const firstHandle = useRef<HTMLButtonElement>(null);
  const dragging = useRef<{ pointerId: number; index: number } | null>(null);
  const headingId = useId();
  const helpId = useId();
  const { width, height } = page;

  useEffect(() => {
    const next = URL.createObjectURL(page.source);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [page.source]);

  useEffect(() => firstHandle.current?.focus(), []);

  const change = (next: Quad) => {
    setProblem(null);
    setQuad(next);
  };

  const pointAt = (event: ReactPointerEvent) => {
    const box = frame.current?.getBoundingClientRect();
    if (box === undefined || box.width === 0 || box.height === 0) return null;
    return {
      x: ((event.clientX - box.left) / box.width) * width,
      y: ((event.clientY - box.top) / box.height) * height,
    };
  };

  const apply = () => {
    if (!isConvex(quad) || quadArea(quad) < width * height * MIN_AREA_SHARE) {
      setProblem(t("scan.badCorners"));
      return;
    }
    onApply(quad);
  };

  return (
    <section className="tl-scan__corners" aria-labelledby={headingId}>
      <h3 id={headingId} className="tl-scan__pages-heading">
        {t("scan.cornersTitle", { number })}
      </h3>
      <p id={helpId} className="tl-scan__hint">
        {t("scan.cornersHelp")}
      </p>
      <div
        ref={frame}
        className="tl-scan__corner-frame"
        style={{
          aspectRatio: `${width} / ${height}`,
          // As wide as fits, and no taller than most of the screen, the picture's shape kept.
          width: `min(100%, calc(60vh * ${width / height}))`,
        }}
      >
        {url !== null && <img className="tl-scan__corner-image" src={url} alt="" draggable={false} />}
        <svg
          className="tl-scan__corner-outline"
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <polygon points={quad.map((p) => `${p.x},${p.y}`).join(" ")} />
        </svg>
        {quad.map((corner, index) => {
          const name = t(`scan.${CORNER_NAMES[index] ?? "topLeft"}`);
          return (
            <button
              key={CORNER_NAMES[index]}
              ref={index === 0 ? firstHandle : undefined}
              type="button"
              className="tl-scan__handle"
              style={{ left: `${(corner.x / width) * 100}%`, top: `${(corner.y / height) * 100}%` }}
              aria-label={t("scan.cornerPosition", {
                corner: name,
                x: percent(corner.x, width),
                y: percent(corner.y, height),
              })}
              aria-describedby={helpId}
              onKeyDown={(event) => {
                const next = cornerForKey(quad, index, event.key, event.shiftKey, width, height);
                if (next === null) return;
                event.preventDefault();
                change(next);
              }}
              onPointerDown={(event) => {
                if (event.button !== 0) return;
                event.currentTarget.setPointerCapture(event.pointerId);
                dragging.current = { pointerId: event.pointerId, index };
              }}
              onPointerMove={(event) => {
                if (dragging.current?.pointerId !== event.pointerId) return;
                const to = pointAt(event);
                if (to !== null) change(moveCorner(quad, index, to, width, height));
              }}
              onPointerUp={() => {
                dragging.current = null;
              }}
              onPointerCancel={() => {
                dragging.current = null;
              }}
            />
          );
        })}
      </div>
      {problem !== null && (
        <p className="tl-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="tl-scan__corner-actions">
        <Button type="primary" loading={busy} onClick={apply}>
          {t("scan.useCorners")}
        </Button>
        <Button disabled={busy} onClick={() => change(wholeFrame(width, height))}>
          {t("scan.wholePicture")}
        </Button>
        <Button disabled={busy} onClick={onCancel}>
          {t("scan.back")}
        </Button>
      </div>
    </section>
  );
}
