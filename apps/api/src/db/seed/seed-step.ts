import type { Clock } from "../../lib/clock";
import type { FilesService } from "../../modules/files/files.service";
import type { Executor } from "../client";

export interface SeedContext {
  tx: Executor;
  clock: Clock;
  files: FilesService;
}

/** One part of the demo world (accounts, experts, requests, posts, …); each domain adds its own. */
export interface SeedStep {
  name: string;
  run(context: SeedContext): Promise<void>;
}
