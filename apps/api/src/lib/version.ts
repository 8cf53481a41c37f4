// Imported rather than read from disk, so the built server carries it wherever dist/ sits.
import packageJson from "../../package.json" with { type: "json" };

/** The API's version, as its package.json states it. */
export const apiVersion: string = packageJson.version;
