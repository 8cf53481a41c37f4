/**
 * Every text of the organizers and questionnaires, read in Spanish, is Spanish: none is left equal to
 * its English (but for names both languages write alike), and none falls back to English for a
 * missing message. The language is set before the definitions load, as the web sets it before its
 * first module: the questionnaire's words load their Spanish only when it is spoken then.
 */
import { setLanguageSource } from "@taxlane/contract/i18n";
import type { Language } from "@taxlane/contract/i18n/language";
import { describe, expect, it, vi } from "vitest";
import type { Phrase } from "./phrase";

let speaking: Language = "es";
setLanguageSource(() => speaking);
const { businessOrganizer, individualOrganizer, organizerNoteTexts, organizerWarningTexts } = await import(
  "./organizer"
);
const { businessQuestionnaire, individualQuestionnaire } = await import("./questionnaire");

/** Words written the same in English and Spanish: form names, brands, "No". */
const SAME_IN_BOTH = new Set([
  "No",
  "W-2",
  "K-1",
  "1099-NEC/1099-K",
  "1099-B/INT/DIV",
  "SSA-1099/1099-R",
  "QuickBooks",
  "Xero",
  "Excel",
  "PayPal",
  "Square",
  "Stripe",
  "Zelle",
]);

type Texts = [where: string, text: Phrase][];

function organizerTexts(definition: typeof individualOrganizer): Texts {
  const texts: Texts = [[definition.kind, definition.title]];
  for (const flow of definition.flows) {
    texts.push([flow.id, flow.title]);
    for (const step of flow.steps) {
      texts.push([`${step.id} title`, step.title], [`${step.id} lead`, step.lead]);
      for (const notice of step.notices) texts.push([`${step.id} ${notice.id}`, notice.text]);
      for (const group of step.groups) {
        texts.push([group.id, group.title], [group.id, group.addLabel], [group.id, group.rowNoun]);
      }
      for (const question of step.questions) {
        texts.push([question.key, question.label]);
        if (question.help !== undefined) texts.push([`${question.key} help`, question.help]);
        for (const option of question.options ?? [])
          texts.push([`${question.key} ${option.value}`, option.label]);
        const table = question.table;
        if (table === undefined) continue;
        texts.push([`${question.key} add`, table.addLabel]);
        for (const row of table.fixedRows ?? []) texts.push([`${question.key} row`, row]);
        for (const column of table.columns) {
          texts.push([`${question.key} ${column.key}`, column.label]);
          for (const option of column.options ?? [])
            texts.push([`${column.key} ${option.value}`, option.label]);
        }
      }
    }
  }
  return texts;
}

function questionnaireTexts(questionnaire: typeof individualQuestionnaire): Texts {
  const texts: Texts = [[questionnaire.kind, questionnaire.title]];
  for (const step of questionnaire.steps) {
    texts.push([step.id, step.title]);
    if (step.lead !== undefined) texts.push([`${step.id} lead`, step.lead]);
    for (const question of step.questions) {
      texts.push([question.key, question.label], [`${question.key} summary`, question.summaryLabel]);
      if (question.help !== undefined) texts.push([`${question.key} help`, question.help]);
      if (question.kind === "singleChoice" || question.kind === "multiChoice") {
        for (const option of question.options) texts.push([`${question.key} ${option.value}`, option.label]);
      }
      if (question.kind === "singleChoice" && question.noneLabel !== undefined) {
        texts.push([`${question.key} none`, question.noneLabel]);
      }
    }
  }
  return texts;
}

function inBoth(texts: Texts) {
  return texts.map(([where, text]) => {
    speaking = "es";
    const spanish = text();
    speaking = "en";
    const english = text();
    return { where, english, spanish };
  });
}

const all: Texts = [
  ...organizerTexts(individualOrganizer),
  ...organizerTexts(businessOrganizer),
  ...questionnaireTexts(individualQuestionnaire),
  ...questionnaireTexts(businessQuestionnaire),
  ...Object.entries({ ...organizerWarningTexts, ...organizerNoteTexts }),
];

describe("the organizers and questionnaires in Spanish", () => {
  it("have no text left in English", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const read = inBoth(all);
    // A message missing in Spanish is reported and shown in English.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(read.length).toBeGreaterThan(1000);
    const english = read.filter(({ english, spanish }) => spanish === english && !SAME_IN_BOTH.has(spanish));
    expect(english.map(({ where, spanish }) => `${where}: ${spanish}`)).toEqual([]);
    expect(read.filter(({ spanish }) => spanish.trim() === "")).toEqual([]);
  });

  it("write amounts and dates the Spanish way when read in Spanish", () => {
    speaking = "es";
    expect(organizerNoteTexts.saltCap()).toBe(
      "Los impuestos estatales y locales son deducibles hasta $10,000 en total.",
    );
    const quarters = individualOrganizer.flows
      .flatMap((flow) => flow.steps)
      .flatMap((step) => step.questions)
      .find((question) => question.table?.fixedRows !== undefined)?.table?.fixedRows;
    expect(quarters?.[0]?.()).toBe("1.er trimestre (vencía el 15 de abril de 2021)");
    speaking = "en";
    expect(quarters?.[0]?.()).toBe("1st quarter (due April 15, 2021)");
  });
});

describe("a request's headline", () => {
  it("reads in Spanish from the answers a quote list sends, the country named in Spanish too", async () => {
    speaking = "es";
    const { headlineAnswers, requestHeadline, summarizeAnswers } = await import("./questionnaire");
    const record = { country: "United States", state: "TX", isMarried: true, email: "ana@example.com" };
    expect(requestHeadline("individual", headlineAnswers("individual", record))).toBe(
      "Estado: Texas · Casado: Sí",
    );
    const abroad = summarizeAnswers("individual", { country: "Germany" });
    expect(abroad.find((line) => line.key === "country")?.value).toBe("Alemania");
  });
});
