import { type Language, languageOf } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { inLanguage } from "../../lib/language-scope";
import { personSubquery, usersRepository } from "./users.repository";

/** What other modules show of a person next to their own rows (names, photo, contact). */
export interface Person {
  id: number;
  /** 1 taxpayer, 2 expert, 3 admin. */
  roleId: number;
  email: string;
  phoneNumber: string | null;
  firstName: string;
  lastName: string;
  mayCallDirectly: boolean;
  /** The language the account reads, as stored ("en" by default). */
  language: string;
  birthDate: string | null;
  avatarFileId: number | null;
  avatarThumbnail: Buffer | null;
  /** IANA zone given at registration or set since; null when never given. */
  timeZone: string | null;
  createdAt: Date;
  /** When the person closed their account (kept records stay; nothing new reaches them). */
  closedAt: Date | null;
}

/**
 * The accounts as other modules read them: the `users` table stays identity's, and a list elsewhere
 * adds its people's details by id after reading its own rows. Takes the caller's executor, so a read
 * inside a transaction sees that transaction's rows.
 */
export const peopleRecords = {
  async byIds(executor: Executor, ids: Iterable<number>): Promise<Map<number, Person>> {
    const rows: Person[] = await usersRepository.listByIds(executor, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  },

  /**
   * A person's name, photo and contact for another module's list statement, joined laterally on
   * its rows' person column: the list reads them in its own statement instead of a second one by id.
   */
  personSubquery,

  /** The account holding this e-mail (any case), as others see it; null when none does. */
  async byEmail(executor: Executor, email: string): Promise<Person | null> {
    const row = await usersRepository.findByEmail(executor, email);
    return row ? ((await peopleRecords.byIds(executor, [row.id])).get(row.id) ?? null) : null;
  },

  /** Where to mail each of these people. */
  async contacts(executor: Executor, ids: Iterable<number>) {
    const rows = await usersRepository.listByIds(executor, [...new Set(ids)]);
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      language: languageOf(row.language),
    }));
  },

  /** The language each of these people reads (English for anyone not found). */
  async languages(executor: Executor, ids: Iterable<number>): Promise<Map<number, Language>> {
    const rows = await usersRepository.listByIds(executor, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, languageOf(row.language)]));
  },

  /** Which of these people closed their account: nothing new (messages, notifications) goes to them. */
  async closedAmong(executor: Executor, ids: Iterable<number>): Promise<Set<number>> {
    const rows = await usersRepository.listByIds(executor, [...new Set(ids)]);
    return new Set(rows.filter((row) => row.closedAt !== null).map((row) => row.id));
  },

  /**
   * Composes what goes to a person (a mail, a text) in their language: every `t` inside `compose`,
   * awaited or not, speaks it, whoever's request or job is writing.
   */
  async inTheirLanguage<T>(executor: Executor, userId: number, compose: () => T | Promise<T>): Promise<T> {
    const language = (await peopleRecords.languages(executor, [userId])).get(userId) ?? "en";
    return inLanguage(language, compose);
  },

  /** Whether any account exists (the demo world is only made on an empty database). */
  anyAccount: (executor: Executor) => usersRepository.hasAny(executor),

  /** Sets a person's time zone (an IANA name the caller checked). */
  async setTimeZone(executor: Executor, userId: number, timeZone: string): Promise<void> {
    await usersRepository.update(executor, userId, { timeZone });
  },

  /** Sets a person's photo as already stored (the demo's drawn portraits). */
  async setPortrait(executor: Executor, userId: number, fileId: number, thumbnail: Buffer): Promise<void> {
    await usersRepository.update(executor, userId, { avatarFileId: fileId, avatarThumbnail: thumbnail });
  },
};

/** The person with `id` from a `byIds` answer; the rows it came with reference the account, so it exists. */
export function personOf(people: Map<number, Person>, id: number): Person {
  const person = people.get(id);
  if (!person) throw new Error(`account ${id} was not found`);
  return person;
}
