import { describe, expect, it } from "vitest";
import {
  PRACTICE_CAPABILITIES,
  PRACTICE_ROLES,
  practiceCapabilityTexts,
  practiceRoleChoosesAllJobs,
  practiceRoleMay,
  practiceRoleTexts,
} from "./codes-practices";

const holders = (capability: (typeof PRACTICE_CAPABILITIES)[number], seesAllJobs = false) =>
  PRACTICE_ROLES.filter((role) => practiceRoleMay(role, capability, seesAllJobs));

describe("the practice role table", () => {
  it("lets the owner do everything", () => {
    for (const capability of PRACTICE_CAPABILITIES)
      expect(practiceRoleMay("owner", capability, false)).toBe(true);
  });

  it("keeps members and money to the owner", () => {
    expect(holders("members")).toEqual(["owner"]);
    expect(holders("payments")).toEqual(["owner"]);
    // Members answer the requests routed to them with quotes; an assistant never prices the work.
    expect(holders("quotes")).toEqual(["owner", "preparer", "reviewer"]);
  });

  it("never lets an assistant reveal sensitive values, sign or work a job", () => {
    for (const capability of ["revealSensitive", "signatures", "jobs", "payments", "quotes"] as const) {
      expect(practiceRoleMay("assistant", capability, true), capability).toBe(false);
    }
    expect(holders("revealSensitive")).toEqual(["owner", "preparer", "reviewer"]);
  });

  it("gives a preparer every job only when the owner ticks it; owner and reviewer see all", () => {
    // An assistant serves every client, for what their role holds (documents, messages, appointments).
    expect(holders("allJobs")).toEqual(["owner", "reviewer", "assistant"]);
    expect(holders("allJobs", true)).toEqual(["owner", "preparer", "reviewer", "assistant"]);
    expect(holders("clients")).toEqual(["owner", "preparer", "reviewer", "assistant"]);
    expect(PRACTICE_ROLES.filter(practiceRoleChoosesAllJobs)).toEqual(["preparer"]);
  });

  it("gives every role the same messages, documents and own account, and the reviewer no appointments", () => {
    for (const capability of ["messages", "documents", "account"] as const) {
      expect(holders(capability)).toEqual([...PRACTICE_ROLES]);
    }
    expect(holders("appointments")).toEqual(["owner", "preparer", "assistant"]);
  });

  it("has words for every role and capability", () => {
    for (const role of PRACTICE_ROLES) expect(practiceRoleTexts[role].summary).not.toBe("");
    for (const capability of PRACTICE_CAPABILITIES) {
      expect(practiceCapabilityTexts[capability].label).not.toBe("");
      expect(practiceCapabilityTexts[capability].what).not.toBe("");
    }
  });
});
