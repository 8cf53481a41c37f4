import { describe, expect, it } from "vitest";
import { avatarSrc, displayName, initialsOf } from "./current-user";

const person = (firstName: string, lastName: string, email = "ann@example.com") => ({
  firstName,
  lastName,
  email,
});

describe("displayName and initialsOf", () => {
  it("use the person's names", () => {
    expect(displayName(person("Ann", "Lee"))).toBe("Ann Lee");
    expect(initialsOf(person("ann", "lee"))).toBe("AL");
  });

  it("fall back to the e-mail when the names are empty", () => {
    expect(displayName(person("", " "))).toBe("ann@example.com");
    expect(initialsOf(person("", ""))).toBe("A");
  });
});

describe("avatarSrc", () => {
  it("makes data addresses of base64 thumbnails, PNG or JPEG", () => {
    expect(avatarSrc("iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(avatarSrc("/9j/4AAQ")).toBe("data:image/jpeg;base64,/9j/4AAQ");
    expect(avatarSrc("data:image/png;base64,xyz")).toBe("data:image/png;base64,xyz");
  });

  it("is null without an avatar", () => {
    expect(avatarSrc(null)).toBeNull();
    expect(avatarSrc("")).toBeNull();
  });
});
