import { randomBytes } from "node:crypto";

/** 192 random bits: the existing client joins the hub's group under this name, with no token. */
export const newConnectionName = () => randomBytes(24).toString("base64url");
