import { expertDirectoryPageSchema, expertDirectoryQuerySchema } from "../profiles";
import {
  chatbotAnswerSchema,
  chatbotQuestionSchema,
  contactUsMessageRequestSchema,
  demoRequestSchema,
  expertsNearYouQuerySchema,
  messageReceivedSchema,
  testimonialsQuerySchema,
} from "../public-site";
import type { EndpointGroup } from "./define";
import { expertCardListSchema, testimonialListSchema } from "./schemas-profiles";
import { faqListSchema } from "./schemas-public-site";

/** `/Public/*`: calls without sign-in (modules profiles, content, contact). */
export const publicEndpoints = {
  expertsNearYou: {
    method: "GET",
    path: "/Public/ExpertsNearYou",
    module: "profiles",
    access: "public",
    summary: "Professionals in a state (or all), best rated first",
    query: expertsNearYouQuerySchema,
    response: expertCardListSchema,
  },
  experts: {
    method: "GET",
    path: "/Public/Experts",
    module: "profiles",
    access: "public",
    summary: "The directory: professionals by state, service and work mode, best rated first, paged",
    query: expertDirectoryQuerySchema,
    response: expertDirectoryPageSchema,
  },
  testimonials: {
    method: "GET",
    path: "/Public/Testimonials",
    module: "profiles",
    access: "public",
    summary: "The best recent reviews, for the home page",
    query: testimonialsQuerySchema,
    response: testimonialListSchema,
  },
  faq: { method: "GET", path: "/Public/Faq", module: "content", access: "public", response: faqListSchema },
  chatbotAsk: {
    method: "POST",
    path: "/Public/Chatbot/Ask",
    module: "content",
    access: "public",
    summary: "Answers from the FAQ and blog; questions are neither stored nor logged",
    body: chatbotQuestionSchema,
    response: chatbotAnswerSchema,
  },
  sendContactUsMessage: {
    method: "POST",
    path: "/Public/SendContactUsMessage",
    module: "contact",
    access: "public",
    body: contactUsMessageRequestSchema,
    response: messageReceivedSchema,
  },
  bookDemo: {
    method: "POST",
    path: "/Public/BookDemo",
    module: "contact",
    access: "public",
    body: demoRequestSchema,
    response: messageReceivedSchema,
  },
} as const satisfies EndpointGroup;
