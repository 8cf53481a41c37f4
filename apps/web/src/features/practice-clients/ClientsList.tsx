import { jobStatusLabels, type PracticeClient, type PracticeClientJob } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card, Grid, Table } from "antd";
import { Link } from "react-router";
import { CardFields } from "../../components/CardFields";
import { centsText, dateTimeText } from "../../lib/format";

const stageOf = (job: PracticeClientJob) =>
  job.cancelled
    ? t("practiceClients.cancelled")
    : ((jobStatusLabels as Readonly<Record<number, string>>)[job.statusId] ?? String(job.statusId));

/** The client's jobs, each a link to its page with who works it and the fee. */
function ClientJobs({ jobs }: { jobs: readonly PracticeClientJob[] }) {
  return (
    <ul className="tl-clients__jobs">
      {jobs.map((job) => (
        <li key={job.quoteId}>
          <Link to={`/expert/tax_preparation/${job.quoteId}`}>
            {t("practiceClients.jobLink", { year: job.taxYear, type: job.jobType, stage: stageOf(job) })}
          </Link>
          <span className="tl-clients__job-facts">
            {t("practiceClients.jobAssigned", { name: job.assignedName })} ·{" "}
            {t("practiceClients.jobFee", { fee: centsText(job.feeCents) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

const clientCell = (client: PracticeClient) => (
  <>
    <strong>{client.name}</strong>
    <br />
    <span className="tl-clients__email">{client.email}</span>
  </>
);

const contactText = (client: PracticeClient) =>
  client.lastContactAt === null ? t("practiceClients.noContact") : dateTimeText(client.lastContactAt);

/** One fact of a client: a column on wide screens, a line of its card on phones. */
const fields = [
  { key: "client", title: t("practiceClients.columnClient"), render: clientCell },
  {
    key: "jobs",
    title: t("practiceClients.columnJobs"),
    render: (c: PracticeClient) => <ClientJobs jobs={c.jobs} />,
  },
  { key: "contact", title: t("practiceClients.columnLastContact"), render: contactText },
];

/** The clients of a page: a table on wide screens, a card each on phones. */
export function ClientsList({
  clients,
  labelledBy,
}: {
  clients: readonly PracticeClient[];
  labelledBy: string;
}) {
  const screens = Grid.useBreakpoint();
  if (screens.lg === true)
    return (
      <Table<PracticeClient>
        rowKey="id"
        aria-labelledby={labelledBy}
        columns={fields.map((field) => ({
          key: field.key,
          title: field.title,
          render: (_value: unknown, client: PracticeClient) => field.render(client),
        }))}
        dataSource={[...clients]}
        pagination={false}
        size="small"
      />
    );
  return (
    <ul className="tl-clients__cards" aria-labelledby={labelledBy}>
      {clients.map((client) => (
        <li key={client.id}>
          <Card size="small">
            <CardFields
              fields={fields.map((field) => ({
                key: field.key,
                title: field.title,
                value: field.render(client),
              }))}
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}
