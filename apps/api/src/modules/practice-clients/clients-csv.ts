import { jobStatusLabels, type PracticeClient } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { csvAmount, csvFile, csvText } from "../../lib/csv";

const header = () =>
  [
    t("practiceClients.csvClient"),
    t("practiceClients.csvEmail"),
    t("practiceClients.csvTaxYear"),
    t("practiceClients.csvJobType"),
    t("practiceClients.csvStage"),
    t("practiceClients.csvAssigned"),
    t("practiceClients.csvFee"),
    t("practiceClients.csvLastContact"),
  ].map(csvText);

const stageOf = (statusId: number, cancelled: boolean) =>
  cancelled
    ? t("practiceClients.cancelled")
    : ((jobStatusLabels as Readonly<Record<number, string>>)[statusId] ?? String(statusId));

/**
 * The client list as a CSV file: a header line, then one line per job with its client's name and
 * e-mail (every text guarded against running as a formula), the fee in dollars and the client's last
 * contact as an ISO date (UTC; empty when none yet).
 */
export function clientsCsv(clients: readonly PracticeClient[]): { text: string; rows: number } {
  const lines = clients.flatMap((client) =>
    client.jobs.map((job) => [
      csvText(client.name),
      csvText(client.email),
      String(job.taxYear),
      csvText(job.jobType),
      csvText(stageOf(job.statusId, job.cancelled)),
      csvText(job.assignedName),
      csvAmount(job.feeCents),
      client.lastContactAt?.slice(0, 10) ?? "",
    ]),
  );
  return { text: csvFile([header(), ...lines]), rows: lines.length };
}
