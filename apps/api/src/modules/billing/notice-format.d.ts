/** A day as billing's mail writes it: "March 4, 2027" (UTC, as periods are kept). */
export declare const noticeDay: (date: Date) => string;
/** Dollars as billing's mail writes them: "$2,150". */
export declare const noticeUsd: (amount: number) => string;
/** Where a professional manages their plan. */
export declare const managePlanPath = "expert/profile#plan";
