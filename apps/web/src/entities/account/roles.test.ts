import { RoleId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { EXPERT_ROLE, homePathFor, profilePathFor, TAXPAYER_ROLE } from "./roles";

describe("roles", () => {
  it("match the contract's role codes", () => {
    expect(TAXPAYER_ROLE).toBe(RoleId.taxpayer);
    expect(EXPERT_ROLE).toBe(RoleId.expert);
  });

  it("send a taxpayer to their quotes and an expert to their requests", () => {
    expect(homePathFor(RoleId.taxpayer)).toBe("/user/quotes");
    expect(homePathFor(RoleId.expert)).toBe("/expert/requests");
    expect(homePathFor(RoleId.admin)).toBe("/admin");
  });

  it("link each role's profile", () => {
    expect(profilePathFor(RoleId.taxpayer)).toBe("/user/profile");
    expect(profilePathFor(RoleId.expert)).toBe("/expert/profile");
  });
});
