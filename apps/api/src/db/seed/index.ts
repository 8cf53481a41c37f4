import type { Clock } from "../../lib/clock";
import type { FilesService } from "../../modules/files/files.service";
import { demoAccountsSeed } from "../../modules/identity/identity.seed";
import { demoMarketplaceSeed } from "../../modules/marketplace/marketplace.seed";
import { demoRequestsSeed } from "../../modules/onboarding/onboarding.seed";
import { demoExpertsSeed } from "../../modules/profiles/profiles.seed";
import type { Database } from "../client";
import { seedRepository } from "./seed.repository";
import type { SeedStep } from "./seed-step";

export type { SeedContext, SeedStep } from "./seed-step";
export { installSiteContent } from "./site-content";

/** The steps, in the order they run; later steps may rely on what earlier ones made. */
export const demoSeedSteps: SeedStep[] = [
  demoAccountsSeed,
  demoExpertsSeed,
  demoRequestsSeed,
  demoMarketplaceSeed,
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
    if (await seedRepository.seededAt(tx)) return { seeded: false, reason: "already-seeded" } as const;
    if (await seedRepository.hasUsers(tx)) return { seeded: false, reason: "not-empty" } as const;
    for (const step of steps) await step.run({ tx, clock: deps.clock, files: deps.files });
    await seedRepository.markSeeded(tx, deps.clock.now());
    return { seeded: true, steps: steps.map((step) => step.name) } as const;
  });
}
