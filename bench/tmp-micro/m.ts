import { and, eq, inArray, sql } from "drizzle-orm";
import { openDatabase } from "../../apps/api/src/db/client";
import { notificationPreferences } from "../../apps/api/src/db/schema";
import { intArrayParam, preparedPerDatabase } from "../../apps/api/src/db/prepared";
import type { Executor } from "../../apps/api/src/db/client";

const h = await openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/test" });
const db = h.db;
const unprepared = (ex: Executor, ids: number[], kind: string) => ex.select({
        userId: notificationPreferences.userId, kind: notificationPreferences.kind,
        channel: notificationPreferences.channel, push: notificationPreferences.push, text: notificationPreferences.text,
      }).from(notificationPreferences)
      .where(and(inArray(notificationPreferences.userId, ids), eq(notificationPreferences.kind, kind)));
const prep = preparedPerDatabase((ex: Executor) => ex.select({
        userId: notificationPreferences.userId, kind: notificationPreferences.kind,
        channel: notificationPreferences.channel, push: notificationPreferences.push, text: notificationPreferences.text,
      }).from(notificationPreferences)
      .where(and(sql`${notificationPreferences.userId} = any(${sql.placeholder("ids")}::int[])`, eq(notificationPreferences.kind, sql.placeholder("kind")))).prepare("micro_prefs"));
const raw = h.executeSql;
async function time(name: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 500; i++) await f();
  const c = process.cpuUsage(); const t = performance.now();
  const n = 4000;
  for (let i = 0; i < n; i++) await f();
  const u = process.cpuUsage(c);
  console.log(name, ((u.user + u.system) / n).toFixed(0), "µs cpu/call", ((performance.now() - t) * 1000 / n).toFixed(0), "µs wall");
}
for (let r = 0; r < 2; r++) {
await time("unprepared", () => unprepared(db, [1, 2], "chat"));
await time("prepared  ", () => prep(db).execute({ ids: intArrayParam([1, 2]), kind: "chat" }));
await time("raw pool  ", () => raw("select user_id, kind, channel, push, text from notification_preferences where user_id = any($1::int[]) and kind = $2", ["{1,2}", "chat"]));
await time("tx unprep ", () => db.transaction(async (tx) => unprepared(tx, [1, 2], "chat")));
await time("tx prep   ", () => db.transaction(async (tx) => prep(tx).execute({ ids: intArrayParam([1, 2]), kind: "chat" })));
}
await h.close();
