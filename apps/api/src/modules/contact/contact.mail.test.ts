import { describe, expect, it } from "vitest";
import { contactMail } from "./contact.mail";

const details = (fullName: string) => ({ fullName, email: "someone@example.test" });

describe("the receipt of the contact and demo forms", () => {
  it("greets the sender by a name that reads as one", () => {
    for (const name of ["Dana Whitfield", "María-José O'Neill", "J. R. R. Tolkien", "  Li   Wei "]) {
      expect(contactMail.contactReceipt(details(name)).text).toMatch(/^Hi [^\n]+,\n/);
    }
    expect(contactMail.contactReceipt(details("  Li   Wei ")).text).toMatch(/^Hi Li Wei,/);
  });

  it("repeats no link or sentence typed as a name to the address it was given", () => {
    for (const name of [
      "your account is locked, verify: https://taxlane-verify.example",
      "Call 555 0100 now",
      "Please confirm your bank details today",
      "<b>Dana</b>",
    ]) {
      const receipt = contactMail.contactReceipt(details(name));
      expect(receipt.text).toMatch(/^Hello,\n/);
      expect(receipt.text).not.toContain(name);
      expect(receipt.html).not.toContain("https://taxlane-verify.example");
      expect(contactMail.demoReceipt(details(name)).text).toMatch(/^Hello,\n/);
    }
  });
});
