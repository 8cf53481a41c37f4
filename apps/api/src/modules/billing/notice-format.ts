/** A day as billing's mail writes it: "March 4, 2027" (UTC, as periods are kept). */
export const noticeDay = (date: Date) =>
  date.toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });

/** Dollars as billing's mail writes them: "$2,150". */
export const noticeUsd = (amount: number) =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0 });

/** Where a professional manages their plan. */
export const managePlanPath = "expert/profile#plan";
