import type { EndpointGroup } from "./define";

/** `/Public/*`: calls without sign-in (modules profiles, content, contact). */
export const publicEndpoints = {
  expertsNearYou: {
    method: "GET",
    path: "/Public/ExpertsNearYou",
    module: "profiles",
    summary: "Professionals in a state (or all), best rated first",
    query: "expertsNearYouQuerySchema",
    response: "expertCardListSchema",
  },
  experts: {
    method: "GET",
    path: "/Public/Experts",
    module: "profiles",
    summary: "The directory: professionals by state, service and work mode, best rated first, paged",
    query: "expertDirectoryQuerySchema",
    response: "expertDirectoryPageSchema",
  },
  testimonials: {
    method: "GET",
    path: "/Public/Testimonials",
    module: "profiles",
    summary: "The best recent reviews, for the home page",
    query: "testimonialsQuerySchema",
    response: "testimonialListSchema",
  },
  faq: { method: "GET", path: "/Public/Faq", module: "content", response: "faqListSchema" },
  chatbotAsk: {
    method: "POST",
    path: "/Public/Chatbot/Ask",
    module: "content",
    summary: "Answers from the FAQ and blog; questions are neither stored nor logged",
    body: "chatbotQuestionSchema",
    response: "chatbotAnswerSchema",
  },
  sendContactUsMessage: {
    method: "POST",
    path: "/Public/SendContactUsMessage",
    module: "contact",
    body: "contactUsMessageRequestSchema",
    response: "messageReceivedSchema",
  },
  bookDemo: {
    method: "POST",
    path: "/Public/BookDemo",
    module: "contact",
    body: "demoRequestSchema",
    response: "messageReceivedSchema",
  },
} as const satisfies EndpointGroup;
