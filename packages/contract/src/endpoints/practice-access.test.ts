import { describe, expect, it } from "vitest";
import { PRACTICE_CAPABILITIES } from "../codes-practices";
import { RoleId } from "../codes-profile";
import { accessAdmitsRole, listEndpoints, practiceCapabilityOf } from "./index";

/** The entries a professional may call: signed in (any role) or naming the expert role. */
const openToProfessionals = listEndpoints().filter(
  ({ endpoint: { access } }) => access !== "public" && accessAdmitsRole(access, RoleId.expert),
);

describe("the endpoint table and the practice role table", () => {
  it("names, on every entry open to professionals, the capability a practice member needs", () => {
    const known: readonly string[] = PRACTICE_CAPABILITIES;
    const missing = openToProfessionals
      .filter(({ endpoint: { access } }) => {
        const practice = practiceCapabilityOf(access);
        return practice === undefined || !known.includes(practice);
      })
      .map(({ name }) => name);
    expect(openToProfessionals.length).toBeGreaterThan(90);
    expect(missing).toEqual([]);
  });

  it("names no capability on calls professionals cannot make (it would never be checked)", () => {
    const stray = listEndpoints()
      .filter(
        ({ endpoint: { access } }) =>
          practiceCapabilityOf(access) !== undefined && !accessAdmitsRole(access, RoleId.expert),
      )
      .map(({ name }) => name);
    expect(stray).toEqual([]);
  });

  it("keeps money, sensitive values and the practice's members behind their capabilities", () => {
    const practiceOf = (name: string) => {
      const access = listEndpoints().find((entry) => entry.name === name)?.endpoint.access;
      return access === undefined ? undefined : practiceCapabilityOf(access);
    };
    expect(practiceOf("accountant.revealOrganizerAnswer")).toBe("revealSensitive");
    expect(practiceOf("accountant.createInvoice")).toBe("payments");
    expect(practiceOf("accountant.getPayouts")).toBe("payments");
    expect(practiceOf("accountant.sendQuote")).toBe("quotes");
    expect(practiceOf("accountant.getAccountantSentQuotes")).toBe("quotes");
    expect(practiceOf("accountant.getAllIndividualRequests")).toBe("clients");
    expect(practiceOf("subscription.getMySubscription")).toBe("payments");
    expect(practiceOf("accountant.sendSignatureRequest")).toBe("signatures");
    expect(practiceOf("taxPreparation.getTaxPreparation")).toBe("clients");
    expect(practiceOf("accountant.getTaxPreparationDocuments")).toBe("documents");
    expect(practiceOf("chat.sendMessage")).toBe("messages");
    expect(practiceOf("user.getSecurity")).toBe("account");
  });
});
