import { customType } from "drizzle-orm/pg-core";

/** Binary data; PGlite hands back a Uint8Array and node-postgres a Buffer, so both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
