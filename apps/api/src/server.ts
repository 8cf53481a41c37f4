import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { startupSummary } from "./startup-summary";

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

async function main() {
  const config = loadConfig();
  const app = await buildApp({ ...config, webDistDir: config.webDistDir ?? path.resolve(defaultWebDist) });
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "closing: finishing requests in flight");
    // Past this, requests in flight are cut off rather than holding the process forever.
    const deadline = setTimeout(() => process.exit(1), 10_000);
    deadline.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void close("SIGINT"));
  process.on("SIGTERM", () => void close("SIGTERM"));
  const address = await app.listen({ host: config.host, port: config.port });
  console.log(startupSummary(config, address, app.services.demoPasswords).join("\n"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
