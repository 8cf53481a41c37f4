import type { Introduction, TaxpayerQuote } from "@taxlane/contract";
import type { Professional } from "./ProfessionalBadge";
import { professionalName } from "./quote-text";

export function professionalOfQuote(quote: TaxpayerQuote): Professional {
  return {
    accountantId: quote.accountantId,
    name: professionalName(quote),
    avatar: quote.avatar,
    stars: quote.stars,
    reviewsCount: quote.reviewsCount,
    practiceName: quote.practiceName,
  };
}

export function professionalOfIntroduction(introduction: Introduction): Professional {
  return {
    accountantId: introduction.accountantId,
    name: introduction.displayName,
    avatar: introduction.avatar,
    stars: introduction.stars,
    reviewsCount: introduction.reviewsCount,
  };
}
