import path from "node:path";
import { t } from "@taxlane/contract/i18n";
import type { AppConfig } from "./config";
import { isLoopbackHost } from "./lib/loopback";
import { devMailboxEnabled } from "./modules/dev-mail";
import type { DemoPasswordOutcome } from "./modules/identity";

type SummaryConfig = Pick<AppConfig, "host" | "publicUrl" | "smtpUrl" | "devMailbox" | "env" | "dataDir">;

const wildcardHosts = new Set(["0.0.0.0", "::", "[::]"]);

/**
 * What a person who just ran `npm start` needs, printed once listening and ending in one line:
 * where to open the product, where sign-up and sign-in codes arrive, and where the demo sign-ins
 * are listed. Details that need more room (another machine's address, a generated demo password)
 * come before that line. `address` is the one the server listens at (`http://127.0.0.1:3000`).
 */
export function startupSummary(config: SummaryConfig, address: string, demo: DemoPasswordOutcome): string[] {
  const listening = new URL(address);
  const local = isLoopbackHost(config.host) || wildcardHosts.has(config.host);
  const here = local ? `http://localhost:${listening.port}` : listening.origin;
  const details: string[] = [];
  if (!isLoopbackHost(config.host)) {
    details.push(t("operator.startupOtherMachines", { url: config.publicUrl }));
  }
  let codes: string;
  if (config.smtpUrl !== undefined) {
    codes = t("operator.startupCodesSmtp");
  } else if (devMailboxEnabled(config)) {
    codes = t("operator.startupCodesMailbox", { here });
  } else {
    codes = t("operator.startupCodesFiles", { folder: path.join(config.dataDir, "mail") });
  }
  let demoSignIns = t("operator.startupDemoListed");
  if (demo.kind === "generated") {
    details.push(
      t("operator.startupDemoPassword", { password: demo.password }),
      demo.rotated > 0
        ? t("operator.startupDemoPasswordFileMoved", { file: demo.file, count: demo.rotated })
        : t("operator.startupDemoPasswordFile", { file: demo.file }),
    );
    demoSignIns = t("operator.startupDemoPasswordAbove");
  } else if (demo.kind === "none") {
    demoSignIns = t("operator.startupNoDemo");
  }
  return [...details, t("operator.startupRunning", { here, codes, demoSignIns })];
}
