import type { Database } from "../db/client";
import { installPlans } from "../modules/billing";
import { installContent } from "../modules/content";

/**
 * The content the product ships with, demo or not: blog articles, the FAQ and the plans. Each start
 * adds what is missing (by its key), removes retired plans and leaves the rest alone, in one transaction.
 */
export async function installSiteContent(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    const installed: string[] = [];
    const content = await installContent(tx);
    if (content.posts > 0) installed.push(`${content.posts} blog posts`);
    if (content.faq > 0) installed.push(`${content.faq} FAQ entries`);
    const plans = await installPlans(tx);
    if (plans.added > 0) installed.push(`${plans.added} plans`);
    if (plans.removed > 0) installed.push(`${plans.removed} retired plans removed`);
    return installed;
  });
}
