import { ZoomInOutlined, ZoomOutOutlined } from "@ant-design/icons";
import { common } from "@taxlane/contract/i18n/local/common";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Button } from "antd";
import { type PointerEvent as ReactPointerEvent, useEffect, useId, useRef, useState } from "react";
import {
  type CropSquare,
  type CropView,
  cropSquare,
  imagePlacement,
  initialView,
  KEY_ZOOM_STEP,
  MAX_ZOOM,
  MIN_ZOOM,
  panView,
  type Size,
  viewForKey,
  zoomView,
} from "./crop-geometry";

interface PhotoCropperProps {
  /** The chosen photo's address (an object URL). */
  src: string;
  /** Its size in pixels. */
  size: Size;
  applying: boolean;
  onApply: (square: CropSquare) => void;
  onCancel: () => void;
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  view: CropView;
}

/** How far one notch of a mouse wheel zooms. */
const WHEEL_ZOOM_STEP = 0.0015;

/**
 * A square frame over the chosen photo: drag it (mouse, touch or pen), or focus the frame and use
 * the arrow keys, to choose what the square shows; zoom with the slider, the buttons, the + and -
 * keys or the mouse wheel.
 */
export function PhotoCropper({ src, size, applying, onApply, onCancel }: PhotoCropperProps) {
  const [view, setView] = useState<CropView>(initialView);
  const frameRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const helpId = useId();
  const zoomId = useId();
  const placement = imagePlacement(size, view);
  const zoomPercent = Math.round(view.zoom * 100);

  // The frame takes the focus when it appears, so the keys work at once after choosing a photo.
  useEffect(() => frameRef.current?.focus(), []);

  // React listens to wheel events passively, so the page would scroll too; this listener may stop it.
  useEffect(() => {
    const frame = frameRef.current;
    if (frame === null) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setView((current) => zoomView(size, current, current.zoom - event.deltaY * WHEEL_ZOOM_STEP));
    };
    frame.addEventListener("wheel", onWheel, { passive: false });
    return () => frame.removeEventListener("wheel", onWheel);
  }, [size]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, view };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start === null || start.pointerId !== event.pointerId) return;
    const side = event.currentTarget.getBoundingClientRect().width;
    if (side === 0) return;
    setView(panView(size, start.view, (event.clientX - start.x) / side, (event.clientY - start.y) / side));
  };
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  return (
    <div className="tl-photo-crop">
      <div
        ref={frameRef}
        className="tl-photo-crop__frame"
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame takes the arrow keys that move the photo
        tabIndex={0}
        // An application region: screen readers pass the arrow keys through to move the photo.
        aria-label={formatPlain(common.photoCropArea, { zoom: zoomPercent })}
        aria-describedby={helpId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={(event) => {
          const next = viewForKey(size, view, event.key, event.shiftKey);
          if (next === null) return;
          event.preventDefault();
          setView(next);
        }}
      >
        <img
          className="tl-photo-crop__image"
          src={src}
          alt=""
          draggable={false}
          style={{
            left: `${placement.left}%`,
            top: `${placement.top}%`,
            width: `${placement.width}%`,
            height: `${placement.height}%`,
          }}
        />
        <span className="tl-photo-crop__guide" aria-hidden="true" />
      </div>
      <p id={helpId} className="tl-photo-crop__help">
        {common.photoCropHelp}
      </p>
      <div className="tl-photo-crop__zoom">
        <label htmlFor={zoomId}>{common.zoom}</label>
        <Button
          icon={<ZoomOutOutlined />}
          aria-label={common.zoomOut}
          disabled={view.zoom <= MIN_ZOOM}
          onClick={() => setView(zoomView(size, view, view.zoom - KEY_ZOOM_STEP * 2))}
        />
        <input
          id={zoomId}
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.01}
          value={view.zoom}
          aria-valuetext={`${zoomPercent}%`}
          onChange={(event) => setView(zoomView(size, view, Number(event.target.value)))}
        />
        <Button
          icon={<ZoomInOutlined />}
          aria-label={common.zoomIn}
          disabled={view.zoom >= MAX_ZOOM}
          onClick={() => setView(zoomView(size, view, view.zoom + KEY_ZOOM_STEP * 2))}
        />
      </div>
      <div className="tl-photo-crop__actions">
        <Button type="primary" loading={applying} onClick={() => onApply(cropSquare(size, view))}>
          {common.photoUse}
        </Button>
        <Button onClick={onCancel} disabled={applying}>
          {common.cancel}
        </Button>
      </div>
    </div>
  );
}
