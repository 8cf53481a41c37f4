// `npm run dev`: the API with reload on change, and Vite's dev server proxying /api to it.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const children = [
  spawn("npm", ["run", "dev", "-w", "@taxlane/api"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@taxlane/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
