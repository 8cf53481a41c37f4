import type { JsonValue } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import {
  decodeOrganizerTable,
  encodeOrganizerTable,
  type OrganizerQuestion,
  type OrganizerTable,
  type OrganizerTableRow,
} from "@taxlane/organizer";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/Button";
import { TextAnswer } from "./TextAnswer";

interface TableFieldProps {
  id: string;
  label: ReactNode;
  question: OrganizerQuestion & { table: OrganizerTable };
  value: JsonValue | undefined;
  error?: string;
  onChange: (value: string) => void;
}

/** The rows a table shows: its fixed rows (quarters) always, else the saved rows. */
function rowsOf(table: OrganizerTable, value: JsonValue | undefined): OrganizerTableRow[] {
  const rows = decodeOrganizerTable(value);
  if (table.fixedRows === undefined) return rows;
  return table.fixedRows.map((_, index) => rows[index] ?? {});
}

/**
 * A table answer (vehicles, care providers, payments by quarter): each row a group of labelled
 * fields, rows added and removed unless the table's rows are fixed; saved as one JSON answer.
 */
export function TableField({ id, label, question, value, error, onChange }: TableFieldProps) {
  const table = question.table;
  const rows = rowsOf(table, value);
  const save = (next: readonly OrganizerTableRow[]) => onChange(encodeOrganizerTable(table, next));
  const setCell = (index: number, key: string, text: string) =>
    save(rows.map((row, at) => (at === index ? { ...row, [key]: text } : row)));
  return (
    <fieldset
      className={["tl-question tl-org-table", error && "tl-question--invalid"].filter(Boolean).join(" ")}
    >
      <legend className="tl-question__legend">{label}</legend>
      {question.help && <p className="tl-field__hint">{question.help()}</p>}
      {rows.length === 0 && <p className="tl-muted">{t("organizer.noRows")}</p>}
      {rows.map((row, index) => {
        const rowTitle = table.fixedRows?.[index]?.() ?? t("organizerFields.rowNumber", { row: index + 1 });
        return (
          // Rows have no ids of their own; their place is what the saved answer keeps too.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are identified by their position
          <fieldset key={index} className="tl-org-table__row">
            <legend className="tl-org-table__row-title">{rowTitle}</legend>
            <div className="tl-org-grid">
              {table.columns.map((column, columnIndex) => (
                <TextAnswer
                  key={column.key}
                  id={index === 0 && columnIndex === 0 ? id : `${id}-${index}-${column.key}`}
                  label={column.label()}
                  input={column.input === "yesNo" || column.input === "checkbox" ? "text" : column.input}
                  options={column.options}
                  sensitive={column.sensitive}
                  value={row[column.key] ?? ""}
                  onChange={(text) => setCell(index, column.key, text)}
                />
              ))}
            </div>
            {table.fixedRows === undefined && (
              <Button variant="secondary" onClick={() => save(rows.filter((_, at) => at !== index))}>
                {t("organizerFields.remove")}
                <span className="tl-visually-hidden"> {rowTitle}</span>
              </Button>
            )}
          </fieldset>
        );
      })}
      {table.fixedRows === undefined && (
        <div>
          <Button variant="secondary" onClick={() => save([...rows, {}])}>
            {table.addLabel()}
          </Button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="tl-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
