import type { SignatureInput } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Input, Segmented, Space, Typography } from "antd";
import { useEffect, useId, useRef, useState } from "react";
import "./signature-pad.css";

type Mode = "typed" | "drawn";

/**
 * A signature typed (shown in a script face, and the way by keyboard) or drawn with a mouse, finger or
 * pen. Gives `null` until there is something to sign with.
 */
export function SignaturePad({
  onChange,
  defaultName = "",
}: {
  onChange: (signature: SignatureInput | null) => void;
  defaultName?: string;
}) {
  const [mode, setMode] = useState<Mode>("typed");
  const [typed, setTyped] = useState(defaultName);
  const [drawn, setDrawn] = useState<string | null>(null);
  const inputId = useId();

  useEffect(() => {
    if (mode === "typed") onChange(typed.trim() ? { kind: "typed", text: typed.trim() } : null);
    else onChange(drawn ? { kind: "drawn", png: drawn } : null);
  }, [mode, typed, drawn, onChange]);

  return (
    <div className="tl-signature-pad">
      <Segmented<Mode>
        value={mode}
        onChange={setMode}
        options={[
          { value: "typed", label: t("signingPages.padType") },
          { value: "drawn", label: t("signingPages.padDraw") },
        ]}
      />
      {mode === "typed" ? (
        <div className="tl-signature-pad__typed">
          <label htmlFor={inputId}>{t("signingPages.padTypeLabel")}</label>
          <Input
            id={inputId}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p className="tl-signature-pad__preview" aria-hidden="true">
            {typed}
          </p>
        </div>
      ) : (
        <DrawingArea onDrawn={setDrawn} />
      )}
    </div>
  );
}

/** The drawing surface; gives the drawing as base64 PNG after each stroke, null once cleared. */
function DrawingArea({ onDrawn }: { onDrawn: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const area = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - area.left) * event.currentTarget.width) / area.width,
      y: ((event.clientY - area.top) * event.currentTarget.height) / area.height,
    };
  };
  const context = () => {
    const ink = canvas.current?.getContext("2d");
    if (ink) {
      ink.lineWidth = 3;
      ink.lineCap = "round";
      ink.lineJoin = "round";
      ink.strokeStyle = "#0d1a59";
    }
    return ink;
  };

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Typography.Text type="secondary">{t("signingPages.padDrawHint")}</Typography.Text>
      <canvas
        ref={canvas}
        className="tl-signature-pad__canvas"
        width={600}
        height={180}
        role="img"
        aria-label={t("signingPages.padDrawLabel")}
        onPointerDown={(event) => {
          const ink = context();
          if (!ink) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const { x, y } = point(event);
          ink.beginPath();
          ink.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const ink = context();
          const { x, y } = point(event);
          ink?.lineTo(x, y);
          ink?.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          const url = canvas.current?.toDataURL("image/png");
          onDrawn(url ? url.slice(url.indexOf(",") + 1) : null);
        }}
      />
      <Button
        onClick={() => {
          const surface = canvas.current;
          surface?.getContext("2d")?.clearRect(0, 0, surface.width, surface.height);
          onDrawn(null);
        }}
      >
        {t("signingPages.padClear")}
      </Button>
    </Space>
  );
}
