/** Engagement letters as the API says them: the default letter, refusals, notices, the letter's PDF. */
export const engagementLetters = {} as const;
