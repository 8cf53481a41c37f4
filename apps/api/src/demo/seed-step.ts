import type { Executor } from "../db/client";
import type { Clock } from "../lib/clock";
import type { FilesService } from "../modules/files";

export interface SeedContext {
  tx: Executor;
  clock: Clock;
  files: FilesService;
}

/** One part of the demo world (accounts, experts, requests, the marketplace), made through the modules' services. */
export interface SeedStep {
  name: string;
  run(context: SeedContext): Promise<void>;
}
