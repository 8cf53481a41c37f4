import type { UseQueryResult } from "@tanstack/react-query";
import { appTexts, type JobDocument } from "@taxlane/contract";
import { Card, Checkbox, Empty, Grid, Table, type TableColumnsType } from "antd";
import type { ReactNode } from "react";
import { CardFields } from "../../components/CardFields";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { DocumentFile, DocumentStatusTag, DocumentTitle, providedText } from "./DocumentCells";
import { DocumentKindCell } from "./DocumentKindTag";
import { ownerLabel } from "./document-model";
import "./documents.css";
import { t } from "@taxlane/contract/i18n";
import type { ReadingSide } from "./readings-api";

export const NO_DOCUMENTS = appTexts.noDocuments;

/** A side's own column after the shared ones: the taxpayer's upload, the professional's review. */
export interface DocumentAction {
  title: string;
  render: (document: JobDocument) => ReactNode;
}

/** The documents chosen for the professional's PDF; only a document with a file can be chosen. */
export interface DocumentSelection {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

interface DocumentField {
  key: string;
  title: string;
  render: (document: JobDocument) => ReactNode;
}

/** What both sides show of a document besides its name (which heads a card, and is a table's first column). */
const sharedFields: readonly DocumentField[] = [
  { key: "provided", title: t("documents.providedColumn"), render: providedText },
  {
    key: "file",
    title: t("documents.fileColumn"),
    render: (document) => <DocumentFile document={document} />,
  },
  {
    key: "status",
    title: t("documents.statusColumn"),
    render: (document) => <DocumentStatusTag statusId={document.statusId} />,
  },
  { key: "owner", title: t("documents.ownerColumn"), render: ownerLabel },
];

const selectable = (document: JobDocument) => document.file !== null;

/** What the table (wide screens) and the cards (phones) both show: the same documents and fields. */
interface DocumentViewProps {
  documents: JobDocument[];
  label: string;
  fields: readonly DocumentField[];
  selection?: DocumentSelection | undefined;
}

function DocumentsTable({ documents, label, fields, selection }: DocumentViewProps) {
  const columns: TableColumnsType<JobDocument> = [
    {
      key: "title",
      title: t("documents.documentColumn"),
      render: (_, document) => <DocumentTitle document={document} />,
    },
    ...fields.map((field) => ({
      key: field.key,
      title: field.title,
      render: (_: unknown, document: JobDocument) => field.render(document),
    })),
  ];
  return (
    <div className="tl-docs__table">
      <Table<JobDocument>
        rowKey="id"
        aria-label={label}
        columns={columns}
        dataSource={documents}
        pagination={false}
        size="middle"
        {...(selection
          ? {
              rowSelection: {
                selectedRowKeys: [...selection.selected],
                onChange: (keys) => selection.onChange(keys.map(String)),
                getCheckboxProps: (document) => ({
                  disabled: !selectable(document),
                  "aria-label": t("documents.selectOne", { title: document.title }),
                }),
              },
            }
          : {})}
      />
    </div>
  );
}

/** On a phone: a card a document, headed by its name, with what the table's row shows below it. */
function DocumentCards({ documents, label, fields, selection }: DocumentViewProps) {
  const chosen = new Set(selection?.selected);
  const choosable = documents.filter(selectable).map((document) => document.id);
  const toggle = (id: string, on: boolean) =>
    selection?.onChange(on ? [...chosen, id] : [...chosen].filter((other) => other !== id));
  return (
    <div className="tl-docs">
      {selection && choosable.length > 0 && (
        <Checkbox
          checked={choosable.every((id) => chosen.has(id))}
          indeterminate={chosen.size > 0 && !choosable.every((id) => chosen.has(id))}
          onChange={(event) => selection.onChange(event.target.checked ? choosable : [])}
        >
          {t("documents.selectAll")}
        </Checkbox>
      )}
      <ul className="tl-docs__cards" aria-label={label}>
        {documents.map((document) => (
          <li key={document.id}>
            <Card
              size="small"
              className="tl-docs__card"
              title={<DocumentTitle document={document} />}
              extra={
                selection && selectable(document) ? (
                  <Checkbox
                    checked={chosen.has(document.id)}
                    onChange={(event) => toggle(document.id, event.target.checked)}
                    aria-label={t("documents.selectOne", { title: document.title })}
                  />
                ) : null
              }
            >
              <CardFields
                fields={fields
                  .map((field) => ({ key: field.key, title: field.title, value: field.render(document) }))
                  .filter(({ value }) => value !== null)}
              />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A job's documents, with its loading, error and empty states: a table on a wide screen, cards on a
 * phone, each showing the document's name, date, file, status and whose it is, then the side's action.
 */
export function DocumentsList({
  query,
  what,
  action,
  selection,
  side,
}: {
  query: UseQueryResult<JobDocument[]>;
  /** Whose list it is: each document's kind, as read, shows with the select to correct it. */
  side?: ReadingSide;
  /** How the states name the list: "your documents", "the documents". */
  what: string;
  action?: DocumentAction;
  selection?: DocumentSelection;
}) {
  const screens = Grid.useBreakpoint();
  const { data, isPending, isError, error, refetch, isRefetching } = query;
  if (isPending) return <LoadingCard label={t("documents.loading", { what })} rows={3} />;
  if (isError) {
    return (
      <LoadError
        title={t("documents.loadError", { what })}
        error={error}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_DOCUMENTS} />;
  const kindField: DocumentField[] = side
    ? [
        {
          key: "kind",
          title: t("documentReadings.kindLabel"),
          render: (document) => <DocumentKindCell document={document} side={side} />,
        },
      ]
    : [];
  const fields = [...kindField, ...sharedFields, ...(action ? [{ key: "action", ...action }] : [])];
  const label = what.charAt(0).toUpperCase() + what.slice(1);
  const List = screens.lg === true ? DocumentsTable : DocumentCards;
  return <List documents={data} label={label} fields={fields} selection={selection} />;
}
