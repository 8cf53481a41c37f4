import { useMutation } from "@tanstack/react-query";
import { type ChatbotQuestion, endpointRoutes } from "@taxlane/contract";
import { call } from "../../lib/api-call";

/** POST /Public/Chatbot/Ask: an answer from the FAQ and the blog, with the pages it comes from. */
export function useAskChatbot() {
  return useMutation({
    mutationFn: (body: ChatbotQuestion) => call(endpointRoutes.public.chatbotAsk, { body }),
  });
}
