import { chatRecords } from "../modules/chat";
import { seededAccountId } from "./accounts";
import type { SeedStep } from "./seed-step";

const hourMs = 60 * 60 * 1000;

/**
 * A conversation between the demo taxpayer and the demo expert about the job he is working on, so
 * both message pages open on something; his latest message is still unread on her side.
 */
export const demoMessagesSeed: SeedStep = {
  name: "demo messages",
  async run({ tx, clock }) {
    const now = clock.now().getTime();
    const dana = await seededAccountId(tx, "taxpayer@demo.taxlane.app");
    const marcus = await seededAccountId(tx, "expert@demo.taxlane.app");
    const at = (hoursAgo: number) => new Date(now - hoursAgo * hourMs);
    await chatRecords.recordConversation(tx, { taxpayerUserId: dana, expertUserId: marcus }, [
      {
        senderUserId: marcus,
        body: "Hi Dana, thanks for choosing me. When you have a moment, please start the organizer from your job page.",
        at: at(72),
      },
      {
        senderUserId: dana,
        body: "Will do. Do you also need the lease for the condo we rent out?",
        at: at(70),
      },
      {
        senderUserId: marcus,
        body: "Yes please, the lease and the repair receipts. You can attach them here or in the organizer.",
        at: at(69),
      },
      { senderUserId: dana, body: "Great, I'll send them this week.", at: at(48) },
      {
        senderUserId: marcus,
        body: "One more thing: did you make any estimated tax payments this year?",
        at: at(3),
      },
    ]);
  },
};
