import { type ChatbotAnswer, RoleId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";

describe("the FAQ assistant's answers", async () => {
  const { app } = await createTestApp();
  const { post } = callsAs(app);
  const ask = async (question: string) => {
    const response = await post(null, "/Public/Chatbot/Ask", { question });
    expect(response.statusCode).toBe(200);
    return response.json<ChatbotAnswer>();
  };

  it.each([
    ["How much does it cost?", "How much does it cost?"],
    ["how do I reset my password", "I forgot my password. What do I do?"],
    ["what documents do I need", "What documents do I need?"],
    ["How do I cancel my subscription?", "How do I cancel my plan?"],
    ["what are your prices", "How much does it cost?"],
    ["is my data secure", "Is my information safe?"],
    ["how do I upload my W-2", "How do I send documents to my tax professional?"],
    ["how do I delete my account", "How do I get a copy of my data or delete my account?"],
    ["can I get my money back", "Can I get a refund?"],
    ["how do I talk to someone at Taxlane", "How do I contact support?"],
    [
      "why does the site keep asking for a code when I log in",
      "Why do I get a sign-in code every time I log in?",
    ],
    ["how does the free trial work for professionals", "How does the free trial work?"],
  ])("answers %j with the FAQ entry %j, in full, and links to it", async (question, expected) => {
    const answer = await ask(question);
    expect(answer.known).toBe(true);
    expect(answer.sources[0]).toMatchObject({ kind: "faq", title: expected });
    const faq = (await app.inject({ url: "/api/Public/Faq" })).json<
      { id: number; question: string; answer: string }[]
    >();
    const entry = faq.find((row) => row.question === expected);
    expect(answer.sources[0]?.url).toBe(`/faq#faq-${entry?.id}`);
    expect(answer.reply).toBe(entry?.answer.trim());
  });

  it.each(["What is the airspeed velocity of an unladen swallow?", "recipe for banana bread", "zzzz"])(
    "says honestly that it has no answer to %j and offers the contact form",
    async (question) => {
      const answer = await ask(question);
      expect(answer).toMatchObject({ known: false, sources: [] });
      expect(answer.reply).toMatch(/not sure.*contact form/);
    },
  );

  it("answers from an FAQ entry an operator just added, and stops once it is unpublished", async () => {
    const operator = await createSignedInUser(app, RoleId.admin);
    // A word of its own, so entries left by earlier runs on the same database do not answer.
    const word = `wirepay${Date.now()}`;
    const question = `Do you accept payment by ${word}?`;
    expect((await ask(`${word} payment`)).sources.map((source) => source.title)).not.toContain(question);
    const saved = await post(operator, "/Admin/SaveFaqEntry", {
      category: "Quotes and payments",
      question,
      answer: "Professionals say in their quote how they take payment.",
    });
    expect(saved.statusCode).toBe(200);
    const { id } = saved.json<{ id: number }>();
    const answer = await ask(`${word} payment`);
    expect(answer.sources[0]).toMatchObject({ kind: "faq", id, title: question });
    expect(answer.reply).toBe("Professionals say in their quote how they take payment.");
    expect((await post(operator, "/Admin/PublishFaqEntry", { id, published: false })).statusCode).toBe(200);
    expect((await ask(`${word} payment`)).sources.map((source) => source.id)).not.toContain(id);
  });
});
