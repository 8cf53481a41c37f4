import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { channelListeners, startChannelFakes } from "../../../test/channel-listeners";
import { closeAccount, givePassword } from "../../../test/closing";
import { callsAs, createSignedInUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { phoneNumbers, pushSubscriptions, textMessages } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

const fakes = await startChannelFakes();
// 15:00 in New York.
const clock = fixedClock(new Date("2026-03-10T19:00:00Z"));
const { app } = await createTestApp({ ...fakes.settings, AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
const { listening } = channelListeners(app, fakes);
const { db } = app.services;

const rowsOf = async (userId: number) => ({
  devices: await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  phones: await db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId)),
});

describe("closing an account", () => {
  it("removes the person's devices and number, and drops the texts still held for the morning", async () => {
    const person = await createSignedInUser(app);
    const other = await createSignedInUser(app);
    const channels = await listening(person);
    await listening(other);
    await channels.choose("todo", true);
    clock.set(new Date("2026-03-11T03:00:00Z")); // 23:00 in New York: the text waits for 08:00.
    await db.transaction((tx) =>
      app.services.notifications.outbox().add(tx, {
        userId: person.id,
        title: "A document was asked for",
        description: "W-2",
        link: "user/todo",
        kind: "todo",
      }),
    );
    const before = await channels.heard();
    expect(before.texts).toEqual([]);
    expect(before.pushes).toHaveLength(1);

    await givePassword(app, person);
    expect((await closeAccount(app, person)).statusCode).toBe(200);
    expect(await rowsOf(person.id)).toEqual({ devices: [], phones: [] });
    const held = await db.select().from(textMessages).where(eq(textMessages.userId, person.id));
    expect(held.filter((text) => text.sentAt === null && text.droppedReason === null)).toEqual([]);
    clock.set(new Date("2026-03-11T13:00:00Z")); // 08:00
    expect((await channels.heard()).texts).toEqual([]);

    // Someone else's stay.
    const theirs = await rowsOf(other.id);
    expect(theirs.devices).toHaveLength(1);
    expect(theirs.phones).toHaveLength(1);
    expect((await callsAs(app).get(other, "/Notifications/PushDevices")).json()).toHaveLength(1);
  });
});
