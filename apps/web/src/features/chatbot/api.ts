import { useMutation } from "@tanstack/react-query";
import type { ChatbotAnswer, ChatbotQuestion } from "@taxlane/contract";
import { api } from "../../lib/api-client";

/** POST /Public/Chatbot/Ask: an answer from the FAQ and the blog, with the pages it comes from. */
export function useAskChatbot() {
  return useMutation({
    mutationFn: (body: ChatbotQuestion) => api.post<ChatbotAnswer>("/Public/Chatbot/Ask", body),
  });
}
