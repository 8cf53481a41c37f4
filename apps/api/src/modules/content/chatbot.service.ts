import { type ChatbotAnswer, type ChatbotSource, SSN_LIKE_PATTERN } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import { type AssistantHit, type AssistantIndex, buildAssistantIndex } from "./assistant-index";
import { questionTerms } from "./assistant-words";
import { type SearchableEntry, searchRepository } from "./search.repository";

/** Share of the question's words an entry must hold to count as an answer. */
export const MIN_WORD_COVERAGE = 0.6;
/**
 * The share that is enough when the entry's own question holds one of them: people wrap a short
 * question in words of their own ("how do I talk to someone at Taxlane").
 */
export const MIN_TITLE_COVERAGE = 0.3;
/** Further answers must rank at least this share of the best one's score. */
const minRankShare = 0.5;
const maxSources = 3;
const excerptLength = 220;
const maxReplyLength = 900;

const everySsnLikeNumber = new RegExp(SSN_LIKE_PATTERN.source, "g");

const chatbotTexts = {
  found: t("chatbot.found"),
  notFound: t("chatbot.notFound"),
  sensitiveNumber: t("chatbot.sensitiveNumber"),
} as const;

/** The first paragraph of a text, cut at a word boundary. */
export function excerpt(text: string, length = excerptLength): string {
  const first = text.split(/\n\s*\n/)[0]?.trim() ?? "";
  if (first.length <= length) return first;
  const cut = first.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}

/** Whether a hit holds enough of the question's words to answer it. */
export function answers(hit: Pick<AssistantHit, "coverage" | "inTitle">): boolean {
  return hit.coverage >= MIN_WORD_COVERAGE || (hit.inTitle && hit.coverage >= MIN_TITLE_COVERAGE);
}

function toSource(entry: SearchableEntry): ChatbotSource {
  return {
    kind: entry.kind,
    id: entry.id,
    title: entry.title,
    excerpt: excerpt(entry.body),
    url: entry.kind === "faq" ? `/faq#faq-${entry.id}` : `/blogs/${entry.id}`,
  };
}

/** The whole of a short FAQ answer, its paragraphs kept; a long one is cut at a word. */
function fullAnswer(text: string): string {
  const whole = text.trim();
  if (whole.length <= maxReplyLength) return whole;
  const cut = whole.slice(0, maxReplyLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}

/**
 * The FAQ assistant: answers from the FAQ and the blog through a search index built from them (see
 * `assistant-index.ts`), rebuilt when their published text changes. Questions are not stored or
 * logged, and anything shaped like an SSN is removed before the search.
 */
export function createChatbotService(db: Database) {
  let built: Promise<{ version: string; index: AssistantIndex }> | undefined;

  /** The index of the content as it is now; one cheap digest query when nothing changed. */
  async function currentIndex(): Promise<AssistantIndex> {
    const version = await searchRepository.version(db);
    const held = await built?.catch(() => undefined);
    if (held?.version === version) return held.index;
    // Content changed between the two reads is caught by the next ask: its digest will differ.
    const next = searchRepository
      .entries(db)
      .then((entries) => ({ version, index: buildAssistantIndex(entries) }));
    built = next;
    return (await next).index;
  }

  return {
    async ask(question: string): Promise<ChatbotAnswer> {
      const cleaned = question.replace(everySsnLikeNumber, " ");
      const sensitiveNumberRemoved = cleaned !== question;
      const index = await currentIndex();
      const answering = index.search(questionTerms(cleaned)).filter(answers);
      const best = answering[0];
      const relevant = answering.filter(
        (hit) => best !== undefined && hit.score >= best.score * minRankShare,
      );
      // An FAQ answer given as the reply is not repeated as its link's excerpt.
      const sources = relevant
        .slice(0, maxSources)
        .map((hit) =>
          hit === best && hit.entry.kind === "faq"
            ? { ...toSource(hit.entry), excerpt: "" }
            : toSource(hit.entry),
        );
      // An FAQ answer is short enough to give in full; an article is offered as a link.
      const lead = best?.entry.kind === "faq" ? fullAnswer(best.entry.body) : chatbotTexts.found;
      const reply = best ? lead : chatbotTexts.notFound;
      return {
        known: best !== undefined,
        reply: sensitiveNumberRemoved ? `${chatbotTexts.sensitiveNumber} ${reply}` : reply,
        sources,
        sensitiveNumberRemoved,
      };
    },
  };
}

export type ChatbotService = ReturnType<typeof createChatbotService>;
