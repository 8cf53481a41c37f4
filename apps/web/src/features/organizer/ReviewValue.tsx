import type { FileRefDto } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ReviewItem } from "@taxlane/organizer";
import { Button } from "antd";
import { useState } from "react";
import { useConfirmDialog } from "../../lib/confirm-dialog";
import { problemText } from "../../lib/problem-text";
import { useFileDownload } from "../../lib/use-file-download";
import { useRevealAnswer } from "./api";

function FileDownload({ file }: { file: FileRefDto }) {
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, download } = useFileDownload(file, { onProblem: setProblem });
  return (
    <li>
      <Button type="link" className="tl-org-review__file" loading={busy} onClick={() => void download()}>
        {file.name}
      </Button>
      {problem && (
        <span role="alert" className="tl-field__error">
          {problem}
        </span>
      )}
    </li>
  );
}

/** A masked answer with "Reveal": after a confirmation the full text is fetched (and recorded). */
function MaskedValue({ quoteId, item, text }: { quoteId: number; item: ReviewItem; text: string }) {
  const confirm = useConfirmDialog();
  const reveal = useRevealAnswer(quoteId);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (revealed !== null) {
    return (
      <span className="tl-org-review__masked">
        <span className="tl-org-review__secret">{revealed}</span>
        <Button size="small" onClick={() => setRevealed(null)}>
          {t("organizer.hideSensitive")}
          <span className="tl-visually-hidden"> {item.label}</span>
        </Button>
      </span>
    );
  }
  return (
    <span className="tl-org-review__masked">
      <span>{text}</span>
      <Button
        size="small"
        loading={reveal.isPending}
        onClick={() =>
          confirm({
            title: t("organizer.revealQuestion", { label: item.label }),
            content: t("organizer.revealWarning"),
            okText: t("organizer.revealButton"),
            cancelText: t("common.cancel"),
            onOk: async () => {
              setProblem(null);
              try {
                const result = await reveal.mutateAsync(item.answerId);
                setRevealed(result.answer ?? "");
              } catch (error) {
                setProblem(problemText(error));
              }
            },
          })
        }
      >
        {t("organizer.revealButton")}
        <span className="tl-visually-hidden"> {item.label}</span>
      </Button>
      {problem && (
        <span role="alert" className="tl-field__error">
          {problem}
        </span>
      )}
    </span>
  );
}

/** One answer's value as the professional reads it. */
export function ReviewValueView({ quoteId, item }: { quoteId: number; item: ReviewItem }) {
  const value = item.value;
  switch (value.kind) {
    case "empty":
      return <span className="tl-muted">{t("organizer.noAnswer")}</span>;
    case "text":
      return <span className="tl-org-review__text">{value.text}</span>;
    case "masked":
      return <MaskedValue quoteId={quoteId} item={item} text={value.text} />;
    case "files":
      return (
        <ul className="tl-org-review__files">
          {value.files.map((file) => (
            <FileDownload key={file.id} file={file} />
          ))}
        </ul>
      );
    case "table":
      if (value.rows.length === 0) return <span className="tl-muted">{t("organizer.pdfNoRows")}</span>;
      return (
        <div className="tl-org-review__table-wrap">
          <table className="tl-org-review__table">
            <thead>
              <tr>
                {value.columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {value.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: table rows are known by their place
                <tr key={index}>
                  {value.columns.map((column) => (
                    <td key={column.key}>{row[column.key] ?? ""}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
