import { randomBytes } from "node:crypto";
import path from "node:path";
import { readOrCreateSecret } from "../../lib/secrets";

/**
 * The data folder's own name for its queues, kept in `$DATA_DIR/instance-id`. Work that belongs to
 * the folder (mail written to its mailbox or sent with its settings, its blobs swept) goes to queues
 * named after it, so processes sharing a database but not a folder never take each other's. The id
 * moves with the folder, so a moved folder finds its pending mail.
 */
export function dataFolderInstance(dataDir: string): Promise<string> {
  return readOrCreateSecret(instanceFile(dataDir), () => randomBytes(6).toString("hex"));
}

export const instanceFile = (dataDir: string) => path.join(dataDir, "instance-id");
