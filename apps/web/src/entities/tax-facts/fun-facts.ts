/** Short, true facts about US taxes for the home page's "Unlock a tax fun fact" button. */
export const taxFunFacts: readonly string[] = [
  "The 16th Amendment, ratified in 1913, is what lets Congress levy a federal income tax.",
  "The very first Form 1040, in 1913, was just 4 pages long, instructions included.",
  "Tax Day wasn't always April 15: the deadline was March 1 in 1913, March 15 from 1919, and April 15 only since 1955.",
  "Estimated taxes are due in four installments: around April 15, June 15 and September 15, and January 15 of the next year.",
  "If your foreign bank and financial accounts add up to more than $10,000 at any point in the year, you generally have to report them on an FBAR.",
  "Tips count as income. If you get $20 or more in tips in a month at one job, you must report them to your employer by the 10th of the next month.",
  "An extension with Form 4868 gives you six more months to file, but not more time to pay what you owe.",
  "Income from illegal activities must be reported too: Al Capone was convicted of tax evasion in 1931.",
];

/** The fact after `current` (the first when none is shown yet), going round when the list ends. */
export function nextFactIndex(current: number | null, count: number = taxFunFacts.length): number {
  if (count <= 0) return 0;
  return current === null ? 0 : (current + 1) % count;
}
