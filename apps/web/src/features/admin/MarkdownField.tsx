import { useQuery } from "@tanstack/react-query";
import { Card, Col, Input, Row, Typography } from "antd";
import { useDeferredValue, useEffect, useState } from "react";
import { markdownPreviewQuery } from "./api";
import "./admin.css";
import { t } from "@taxlane/contract/i18n";

/** Waits until typing pauses, so the preview asks the server once per pause, not per key. */
function usePaused(value: string, milliseconds: number): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), milliseconds);
    return () => clearTimeout(timer);
  }, [value, milliseconds]);
  return paused;
}

/**
 * A Markdown text area with its live preview beside it (below it on a phone), rendered by the
 * server with the renderer the public pages use. Controlled by antd's Form.Item.
 */
export function MarkdownField({
  id,
  value = "",
  onChange,
  rows = 14,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  rows?: number;
}) {
  const markdown = useDeferredValue(usePaused(value, 300));
  const preview = useQuery(markdownPreviewQuery(markdown));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Input.TextArea
          id={id}
          value={value}
          autoSize={{ minRows: rows, maxRows: 30 }}
          onChange={(event) => onChange?.(event.target.value)}
          style={{ fontFamily: "monospace" }}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t("admin.preview")}>
          {preview.error ? (
            <Typography.Text type="danger">{t("admin.previewUnavailable")}</Typography.Text>
          ) : (
            <section
              className="tl-markdown-preview"
              aria-label={t("admin.markdownPreview")}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys.
              tabIndex={0}
              // Sanitized by the server's renderer, the same HTML the public pages show.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from our own API.
              dangerouslySetInnerHTML={{ __html: preview.data?.html ?? "" }}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
