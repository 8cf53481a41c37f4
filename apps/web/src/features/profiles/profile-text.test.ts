import { describe, expect, it } from "vitest";
import {
  credentialsText,
  employeesText,
  headlineText,
  memberSinceText,
  profilePhotoSrc,
  reviewDateText,
  shortUrl,
} from "./profile-text";

describe("texts of a public profile", () => {
  it("says what the expert is and where", () => {
    expect(headlineText({ taxPreparerTypeId: 2, city: "Austin", state: "TX" })).toBe("CPA in Austin, Texas");
    expect(headlineText({ taxPreparerTypeId: 3, city: "", state: "" })).toBe("Enrolled agent");
  });

  it("names the credentials' state", () => {
    expect(credentialsText(true)).toBe("Credentials verified");
    expect(credentialsText(false)).toBe("Credentials not yet verified");
  });

  it("reads dates in UTC", () => {
    expect(memberSinceText("2024-03-01T00:30:00.000Z")).toBe("On Taxlane since March 2024");
    expect(memberSinceText("not a date")).toBe("");
    expect(reviewDateText("2025-01-31T23:30:00.000Z")).toBe("Jan 31, 2025");
  });

  it("shortens links and counts employees", () => {
    expect(shortUrl("https://www.example.com/")).toBe("example.com");
    expect(shortUrl("http://linkedin.com/in/ann")).toBe("linkedin.com/in/ann");
    expect(employeesText(1)).toBe("1 employee");
    expect(employeesText(1200)).toBe("1,200 employees");
  });

  it("takes the full-size photo, then the thumbnail", () => {
    expect(profilePhotoSrc({ avatarUrl: "/api/files/3", avatar: "abc" })).toBe("/api/files/3");
    expect(profilePhotoSrc({ avatarUrl: null, avatar: "abc" })).toBe("data:image/jpeg;base64,abc");
    expect(profilePhotoSrc({ avatarUrl: null, avatar: null })).toBeNull();
  });
});
