import { describe, expect, it } from "vitest";
import { contactMail } from "./contact.mail";

const details = (fullName: string) => ({ fullName, email: "someone@example.test" });
const sender = { email: "someone@example.test", language: "en" } as const;

describe("the receipt of the contact and demo forms", () => {
  it("greets the sender by a name that reads as one", () => {
    for (const name of ["Dana Whitfield", "María-José O'Neill", "J. R. R. Tolkien", "  Li   Wei "]) {
      expect(contactMail.contactReceipt(sender, details(name)).text).toMatch(/^Hi [^\n]+,\n/);
    }
    expect(contactMail.contactReceipt(sender, details("  Li   Wei ")).text).toMatch(/^Hi Li Wei,/);
  });

  it("repeats no link or sentence typed as a name to the address it was given", () => {
    for (const name of [
      "your account is locked, verify: https://taxlane-verify.example",
      "Call 555 0100 now",
      "Please confirm your bank details today",
      "<b>Dana</b>",
    ]) {
      const receipt = contactMail.contactReceipt(sender, details(name));
      expect(receipt.text).toMatch(/^Hello,\n/);
      expect(receipt.text).not.toContain(name);
      expect(receipt.html).not.toContain("https://taxlane-verify.example");
      expect(contactMail.demoReceipt(sender, details(name)).text).toMatch(/^Hello,\n/);
    }
  });

  it("writes the receipt in the sender's language, and the team's copy in English", () => {
    const receipt = contactMail.contactReceipt({ ...sender, language: "es" }, details("Dana Whitfield"));
    expect(receipt.subject).not.toBe(contactMail.contactReceipt(sender, details("Dana Whitfield")).subject);
    expect(receipt.text).toMatch(/^Hola, Dana Whitfield:\n/);
    const toTeam = contactMail.toSupport("support@example.test", "contact", {
      ...details("Dana Whitfield"),
      message: "Hola",
    });
    expect(toTeam.text).toContain("From: Dana Whitfield <someone@example.test>\n\nOrganization: –");
    expect(toTeam.text).toContain("Message:\nHola");
  });
});
