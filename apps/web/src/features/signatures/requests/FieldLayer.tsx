import type { PageSize, SignatureFieldKind } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { type Dispatch, type KeyboardEvent, type PointerEvent, useEffect, useRef } from "react";
import { toPdfDelta, toPdfPoint, toScreenBox } from "./field-geometry";
import type { DraftField, FieldsAction, SignerIndex } from "./fields-reducer";
import { kindText } from "./request-words";

/** How far one arrow press moves a field, in points; with Shift, ten times as far. */
const ARROW_STEP = 1;
const arrows: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  from: { x: number; y: number };
}

/**
 * The fields placed on one page, over the drawn page: a click on the page places a field of the
 * chosen kind for the chosen signer; a field is dragged, or moved with the arrow keys once selected,
 * and Delete removes it. Positions are kept in PDF points and drawn in pixels at `scale`.
 */
export function FieldLayer({
  page,
  pageSize,
  scale,
  fields,
  selected,
  signerNames,
  placing,
  dispatch,
}: {
  page: number;
  pageSize: PageSize;
  scale: number;
  /** Every field; only this page's are drawn. */
  fields: readonly DraftField[];
  selected: number | null;
  signerNames: readonly string[];
  /** What a click places. */
  placing: { kind: SignatureFieldKind; signer: SignerIndex };
  dispatch: Dispatch<FieldsAction>;
}) {
  const drag = useRef<Drag | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  // The chosen field takes the focus (placed, added or picked from the list), so the arrow keys and
  // Delete act on it at once.
  useEffect(() => {
    if (selected === null) return;
    const button = buttons.current.get(selected);
    if (button !== undefined && document.activeElement !== button) button.focus();
  }, [selected]);

  const placeAtClick = (event: { clientX: number; clientY: number; currentTarget: HTMLElement }) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const at = toPdfPoint(event.clientX - bounds.left, event.clientY - bounds.top, pageSize, scale);
    dispatch({ type: "place", page, pageSize, kind: placing.kind, signer: placing.signer, at });
  };

  const keyDown = (field: DraftField, event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = arrows[event.key];
    if (arrow !== undefined) {
      event.preventDefault();
      const step = event.shiftKey ? ARROW_STEP * 10 : ARROW_STEP;
      dispatch({ type: "move", key: field.key, dx: arrow[0] * step, dy: arrow[1] * step, pageSize });
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      dispatch({ type: "remove", key: field.key });
    }
  };

  const pointerDown = (field: DraftField, event: PointerEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    dispatch({ type: "select", key: field.key });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      from: { x: field.x, y: field.y },
    };
  };

  const pointerMove = (field: DraftField, event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    const delta = toPdfDelta(event.clientX - current.startX, event.clientY - current.startY, scale);
    dispatch({
      type: "moveTo",
      key: field.key,
      x: current.from.x + delta.dx,
      y: current.from.y + delta.dy,
      pageSize,
    });
  };

  const pointerEnd = () => {
    drag.current = null;
  };

  return (
    // The pointer's way to place a field; the keyboard's is "Add field" beside the page.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keyboard places fields with "Add field"
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard places fields with "Add field"
    <div
      className="tl-sigreq__layer"
      onClick={(event) => {
        if (event.target === event.currentTarget) placeAtClick(event);
      }}
    >
      {fields
        .filter((field) => field.page === page)
        .map((field) => {
          const box = toScreenBox(field, pageSize, scale);
          const signer = signerNames[field.signer] ?? "";
          const classes = [
            "tl-sigreq__field",
            field.signer === 1 && "tl-sigreq__field--spouse",
            field.key === selected && "tl-sigreq__field--selected",
          ];
          return (
            <button
              key={field.key}
              ref={(element) => {
                if (element === null) buttons.current.delete(field.key);
                else buttons.current.set(field.key, element);
              }}
              type="button"
              className={classes.filter(Boolean).join(" ")}
              style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
              aria-label={t("signatureRequestPages.fieldOnPage", {
                kind: kindText[field.kind],
                signer,
                page,
              })}
              aria-pressed={field.key === selected}
              onFocus={() => dispatch({ type: "select", key: field.key })}
              onKeyDown={(event) => keyDown(field, event)}
              onPointerDown={(event) => pointerDown(field, event)}
              onPointerMove={(event) => pointerMove(field, event)}
              onPointerUp={pointerEnd}
              onPointerCancel={pointerEnd}
            >
              {kindText[field.kind]}
            </button>
          );
        })}
    </div>
  );
}
