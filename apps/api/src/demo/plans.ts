import { seedDemoPlans } from "../modules/billing";
import { seededAccountId } from "./accounts";
import { demoExperts } from "./experts/experts";
import type { SeedStep } from "./seed-step";

/** Every demo professional holds a paid yearly plan, so their quotes can be sent in the demo. */
export const demoPlansSeed: SeedStep = {
  name: "demo plans",
  async run({ tx, clock }) {
    const userIds: number[] = [];
    for (const expert of demoExperts) userIds.push(await seededAccountId(tx, expert.email));
    await seedDemoPlans(tx, userIds, clock.now());
  },
};
