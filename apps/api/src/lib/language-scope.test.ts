import { t } from "@taxlane/contract/i18n";
import { describe, expect, it } from "vitest";
import { inLanguage } from "./language-scope";

describe("inLanguage", () => {
  it("speaks the scope's language, and two scopes running at once keep their own", async () => {
    const slowly = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const [spanish, english] = await Promise.all([
      inLanguage("es", async () => {
        await slowly(20);
        return t("messages.heading");
      }),
      inLanguage("en", async () => {
        await slowly(5);
        return t("messages.heading");
      }),
    ]);
    expect(spanish).toBe("Mensajes");
    expect(english).toBe("Messages");
    expect(t("messages.heading")).toBe("Messages");
  });
});
