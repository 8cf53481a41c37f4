import type { Database } from "../db/client";
import type { Clock } from "../lib/clock";
import type { FilesService } from "../modules/files";
import { peopleRecords } from "../modules/identity";
import { demoAccountsSeed } from "./accounts";
import { demoAppointmentsSeed } from "./appointments";
import { demoExpertsSeed } from "./experts/experts";
import { demoMarketplaceSeed } from "./marketplace";
import { demoMessagesSeed } from "./messages";
import { demoPlansSeed } from "./plans";
import { demoPracticeSeed } from "./practice";
import { demoRequestsSeed } from "./requests";
import { seedMarkerRepository } from "./seed-marker.repository";
import type { SeedStep } from "./seed-step";

export type { SeedContext, SeedStep } from "./seed-step";

/** The steps, in the order they run; later steps may rely on what earlier ones made. */
export const demoSeedSteps: SeedStep[] = [
  demoAccountsSeed,
  demoExpertsSeed,
  demoPlansSeed,
  demoRequestsSeed,
  demoMarketplaceSeed,
  demoMessagesSeed,
  demoAppointmentsSeed,
  demoPracticeSeed,
];

export type SeedOutcome =
  | { seeded: true; steps: string[] }
  | { seeded: false; reason: "already-seeded" | "not-empty" };

/**
 * Seeds the demo world once, on an empty database, all in one transaction: a failure leaves the
 * database as empty as it was, and the next start tries again.
 */
export async function seedDemoWorld(
  db: Database,
  deps: { clock: Clock; files: FilesService },
  steps: readonly SeedStep[] = demoSeedSteps,
): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    if (await seedMarkerRepository.seededAt(tx)) return { seeded: false, reason: "already-seeded" } as const;
    if (await peopleRecords.anyAccount(tx)) return { seeded: false, reason: "not-empty" } as const;
    for (const step of steps) await step.run({ tx, clock: deps.clock, files: deps.files });
    await seedMarkerRepository.markSeeded(tx, deps.clock.now());
    return { seeded: true, steps: steps.map((step) => step.name) } as const;
  });
}
