import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  BorderOuterOutlined,
  CameraOutlined,
  DeleteOutlined,
} from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { type DragEvent, useId, useState } from "react";
import type { ScanPage } from "./scan-capture";

interface PageStripProps {
  pages: readonly ScanPage[];
  /** The index of the page being taken again, if any. */
  retaking: number | null;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onRetake: (index: number) => void;
  onDelete: (index: number) => void;
  onAdjust: (index: number) => void;
}

/** The data a dragged thumbnail carries: its place in the list. */
const DRAG_TYPE = "application/x-taxlane-scan-page";

/**
 * The pages taken so far, in order, as thumbnails: drag one onto another to put it there, or use each
 * page's buttons (Move up, Move down, Retake, Adjust corners, Delete), which work by keyboard too.
 */
export function PageStrip({ pages, retaking, busy, onMove, onRetake, onDelete, onAdjust }: PageStripProps) {
  const headingId = useId();
  const hintId = useId();
  const [dropTarget, setDropTarget] = useState<number | null>(null);

  const dropProps = (index: number) => ({
    onDragOver: (event: DragEvent<HTMLLIElement>) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
      event.preventDefault();
      setDropTarget(index);
    },
    onDragLeave: () => setDropTarget((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      event.preventDefault();
      setDropTarget(null);
      const from = Number(event.dataTransfer.getData(DRAG_TYPE));
      if (Number.isInteger(from) && from !== index) onMove(from, index);
    },
  });

  return (
    <section className="tl-scan__pages" aria-labelledby={headingId}>
      <h3 id={headingId} className="tl-scan__pages-heading">
        {t("scan.pagesHeading", { count: pages.length })}
      </h3>
      {pages.length === 0 ? (
        <p className="tl-muted">{t("scan.noPagesYet")}</p>
      ) : (
        <p id={hintId} className="tl-scan__hint">
          {t("scan.dragHint")}
        </p>
      )}
      <ol className="tl-scan__strip" aria-describedby={pages.length > 0 ? hintId : undefined}>
        {pages.map((page, index) => {
          const number = index + 1;
          return (
            <li
              key={page.id}
              data-page-id={page.id}
              className={[
                "tl-scan__page",
                dropTarget === index && "tl-scan__page--drop",
                retaking === index && "tl-scan__page--retaking",
              ]
                .filter(Boolean)
                .join(" ")}
              draggable={!busy}
              onDragStart={(event) => {
                event.dataTransfer.setData(DRAG_TYPE, String(index));
                event.dataTransfer.effectAllowed = "move";
              }}
              onDragEnd={() => setDropTarget(null)}
              {...dropProps(index)}
            >
              <img
                className="tl-scan__thumb"
                src={page.url}
                alt={t("scan.pageImage", { number })}
                draggable={false}
              />
              <span className="tl-scan__page-number" aria-hidden="true">
                {number}
              </span>
              <div className="tl-scan__page-actions">
                <Button
                  size="small"
                  icon={<ArrowUpOutlined aria-hidden="true" />}
                  aria-label={t("scan.moveUp", { number })}
                  title={t("scan.moveUp", { number })}
                  data-action="up"
                  disabled={busy || index === 0}
                  onClick={() => onMove(index, index - 1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined aria-hidden="true" />}
                  aria-label={t("scan.moveDown", { number })}
                  title={t("scan.moveDown", { number })}
                  data-action="down"
                  disabled={busy || index === pages.length - 1}
                  onClick={() => onMove(index, index + 1)}
                />
                <Button
                  size="small"
                  icon={<CameraOutlined aria-hidden="true" />}
                  aria-label={t("scan.retakePage", { number })}
                  title={t("scan.retakePage", { number })}
                  disabled={busy}
                  onClick={() => onRetake(index)}
                />
                <Button
                  size="small"
                  icon={<BorderOuterOutlined aria-hidden="true" />}
                  aria-label={t("scan.adjustCorners", { number })}
                  title={t("scan.adjustCorners", { number })}
                  data-action="adjust"
                  disabled={busy}
                  onClick={() => onAdjust(index)}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden="true" />}
                  aria-label={t("scan.deletePage", { number })}
                  title={t("scan.deletePage", { number })}
                  data-action="delete"
                  disabled={busy}
                  onClick={() => onDelete(index)}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
