import { createHash, randomBytes } from "node:crypto";

/** A random single-use token for a mailed link (256 bits, URL-safe). */
export const newLinkToken = () => randomBytes(32).toString("base64url");

/** What is stored of a link token: its SHA-256, so a database leak opens no link. */
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");
