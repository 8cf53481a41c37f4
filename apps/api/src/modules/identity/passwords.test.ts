import { describe, expect, it } from "vitest";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("hashes with a salt and verifies only the same password", async () => {
    const first = await hashPassword("Maple-harbor-1040");
    const second = await hashPassword("Maple-harbor-1040");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("Maple-harbor-1040", first)).toBe(true);
    expect(await verifyPassword("maple-harbor-1040", first)).toBe(false);
    expect(await verifyPassword("Maple-harbor-1040", "not-a-hash")).toBe(false);
  });

  it("knows the passwords guessing tries first", () => {
    for (const password of ["password1", "12345678", "QWERTY123", "aaaaaaaa", "abcdefghij", "87654321"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of ["Maple-harbor-1040", "correct horse battery"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
