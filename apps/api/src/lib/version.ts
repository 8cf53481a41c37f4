import { readFileSync } from "node:fs";

/** The API's version, as its package.json states it. */
export const apiVersion: string = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;
