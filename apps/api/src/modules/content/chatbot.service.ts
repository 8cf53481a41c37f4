import { type ChatbotAnswer, type ChatbotSource, SSN_LIKE_PATTERN } from "@taxlane/contract";
import type { Database } from "../../db/client";
import { type SearchHit, searchRepository } from "./search.repository";

/** Share of the question's words an entry must hold to count as an answer. */
export const MIN_WORD_COVERAGE = 0.6;
/** Further answers must rank at least this share of the best one's score. */
const minRankShare = 0.5;

/** People's words for what the FAQ and articles call otherwise; a word matches if any synonym does. */
const synonyms: Readonly<Record<string, string>> = {
  subscription: "plan",
  subscriptions: "plans",
  subscribe: "plan",
  price: "cost fee pricing",
  prices: "cost fee pricing",
  fee: "cost price",
  fees: "cost price",
  charge: "cost fee",
  accountant: "professional preparer expert cpa",
  accountants: "professional preparer expert cpa",
  preparer: "professional accountant expert",
  pro: "professional",
  pros: "professional",
  expert: "professional",
  experts: "professional",
  ssn: "social security number",
  secure: "safe security encrypted",
  safe: "secure security encrypted",
  login: "sign log",
  signin: "sign log",
};

/** The question's words (letters and digits), each with its synonyms. */
export function questionWords(question: string): string[] {
  return (question.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((word) => {
    const more = synonyms[word];
    return more ? `${word} ${more}` : word;
  });
}
const maxSources = 3;
const excerptLength = 220;

const everySsnLikeNumber = new RegExp(SSN_LIKE_PATTERN.source, "g");

export const chatbotTexts = {
  found: "Here's what I found:",
  notFound:
    "I'm not sure about that one. Our team can help: send us a message through the contact form and we'll get back to you.",
  sensitiveNumber:
    "Please don't share Social Security numbers or other personal numbers here. I removed it and didn't keep it.",
} as const;

/** The first paragraph of a text, cut at a word boundary. */
export function excerpt(text: string, length = excerptLength): string {
  const first = text.split(/\n\s*\n/)[0]?.trim() ?? "";
  if (first.length <= length) return first;
  const cut = first.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}

/** Whether a hit holds enough of the question's words to answer it. */
export function answers(hit: SearchHit, wordCount: number): boolean {
  return wordCount > 0 && hit.matched >= Math.max(1, Math.ceil(wordCount * MIN_WORD_COVERAGE));
}

function toSource(hit: SearchHit): ChatbotSource {
  return {
    kind: hit.kind,
    id: hit.id,
    title: hit.title,
    excerpt: excerpt(hit.body),
    url: hit.kind === "faq" ? `/faq#faq-${hit.id}` : `/blogs/${hit.id}`,
  };
}

/**
 * The FAQ assistant: answers from the FAQ and the blog through full-text search. Questions are not
 * stored or logged, and anything shaped like an SSN is removed before the search.
 */
export function createChatbotService(db: Database) {
  return {
    async ask(question: string): Promise<ChatbotAnswer> {
      const cleaned = question.replace(everySsnLikeNumber, " ");
      const sensitiveNumberRemoved = cleaned !== question;
      const { wordCount, hits } = await searchRepository.search(db, questionWords(cleaned), maxSources * 3);
      const answering = hits.filter((hit) => answers(hit, wordCount));
      const best = answering[0];
      const relevant = answering.filter((hit) => best !== undefined && hit.rank >= best.rank * minRankShare);
      // An FAQ answer given as the reply is not repeated as its link's excerpt.
      const sources = relevant
        .slice(0, maxSources)
        .map((hit) =>
          hit === best && hit.kind === "faq" ? { ...toSource(hit), excerpt: "" } : toSource(hit),
        );
      const known = best !== undefined;
      // An FAQ answer is short enough to give in full; an article is offered as a link.
      const lead = best?.kind === "faq" ? excerpt(best.body, 600) : chatbotTexts.found;
      const reply = known ? lead : chatbotTexts.notFound;
      return {
        known,
        reply: sensitiveNumberRemoved ? `${chatbotTexts.sensitiveNumber} ${reply}` : reply,
        sources,
        sensitiveNumberRemoved,
      };
    },
  };
}

export type ChatbotService = ReturnType<typeof createChatbotService>;
