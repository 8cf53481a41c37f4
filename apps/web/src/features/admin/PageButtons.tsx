import { ADMIN_PAGE_SIZE } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Space } from "antd";
import type { useCursorPages } from "./cursor-pages";

/** "Newer" and "Older" under a newest-first list read a page at a time. */
export function PageButtons({
  pages,
  rows,
  what,
}: {
  pages: ReturnType<typeof useCursorPages>;
  /** The current page's rows, newest first. */
  rows: readonly { id: number }[] | undefined;
  /** What the list holds, for the buttons' names: "accounts", "entries". */
  what: string;
}) {
  const last = rows?.at(-1);
  const full = rows !== undefined && rows.length >= ADMIN_PAGE_SIZE;
  if (pages.isFirst && !full) return null;
  return (
    <Space style={{ marginTop: 16 }}>
      <Button disabled={pages.isFirst} onClick={pages.newer} aria-label={t("admin.newerWhat", { what })}>
        {t("admin.newer")}
      </Button>
      <Button
        disabled={!full || last === undefined}
        onClick={() => last && pages.older(last.id)}
        aria-label={t("admin.olderWhat", { what })}
      >
        {t("admin.older")}
      </Button>
    </Space>
  );
}
