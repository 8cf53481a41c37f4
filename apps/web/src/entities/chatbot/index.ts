export * from "./chatbot-store";
