// One job begun through the API (request, quote, chosen, confirmed) with a conversation of 60
// messages between its two people and 40 organizer answers, for the chat and organizer lists.
import type { FastifyInstance } from "fastify";
import { bearer } from "../../apps/api/test/factories";
import { postQuery, startedJob } from "../../apps/api/test/marketplace";
import { organizerForm } from "../../apps/api/test/organizer";

const MESSAGES = 60;
const ANSWERS = 40;

export async function seedConversationWorld(app: FastifyInstance) {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const opened = await postQuery(app, taxpayer, "Chat/CreateChatConnection", { userId: expert.id });
  if (opened.statusCode !== 200) throw new Error(`no conversation: ${opened.body}`);
  const { id: connectionId } = opened.json<{ id: number }>();
  for (let index = 0; index < MESSAGES; index += 1) {
    const form = new FormData();
    form.append("connectionId", String(connectionId));
    form.append("message", `Message ${index}: the W-2 from Acme and the brokerage statement are attached.`);
    const sent = await app.inject({
      method: "POST",
      url: "/api/Chat/SendMessage",
      headers: bearer(index % 2 === 0 ? taxpayer : expert),
      body: form,
    });
    if (sent.statusCode !== 200) throw new Error(`send refused: ${sent.body}`);
  }
  const saved = await app.inject({
    method: "POST",
    url: "/api/taxpayer/AddAnswerToOrganizerQuestions",
    headers: bearer(taxpayer),
    body: organizerForm(
      Array.from({ length: ANSWERS }, (_, index) => ({
        quoteId,
        question: `taxPayerBusiness_GrossIncome${index + 1}`,
        answerTypeId: 2,
        categoryId: 20,
        answer: `${1000 + index * 37}.00`,
      })),
    ),
  });
  if (saved.statusCode !== 200) throw new Error(`answers refused: ${saved.body}`);
  return {
    connectionId,
    quoteId,
    messages: MESSAGES,
    answers: ANSWERS,
    taxpayerHeaders: { authorization: `Bearer ${taxpayer.token}` },
  };
}
