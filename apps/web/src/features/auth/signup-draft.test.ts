import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearSignUpDraft,
  markSignUpCodeSent,
  readSignUpDraft,
  type SignUpDraft,
  saveSignUpDraft,
} from "./signup-draft";

const values: SignUpDraft = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  phoneNumber: "+1 555 010 0000",
  password: "correct horse battery",
  mayCallDirectly: true,
  timeZone: "America/Chicago",
  codeSentAt: 1000,
};

const storage = () => ({ getItem: vi.fn(), setItem: vi.fn(), removeItem: vi.fn(), clear: vi.fn() });
let local: ReturnType<typeof storage>;
let session: ReturnType<typeof storage>;
let history: { pushState: ReturnType<typeof vi.fn>; replaceState: ReturnType<typeof vi.fn> };

beforeEach(() => {
  local = storage();
  session = storage();
  history = { pushState: vi.fn(), replaceState: vi.fn() };
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("sessionStorage", session);
  vi.stubGlobal("history", history);
  clearSignUpDraft();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sign-up draft", () => {
  it("is empty until saved", () => {
    expect(readSignUpDraft()).toBeNull();
  });

  it("keeps the values, password included, and hands out copies", () => {
    saveSignUpDraft(values);
    const read = readSignUpDraft();
    expect(read).toEqual(values);
    if (read === null) return;
    read.password = "changed";
    expect(readSignUpDraft()?.password).toBe("correct horse battery");
  });

  it("is not changed through the object it was saved from", () => {
    const source = { ...values };
    saveSignUpDraft(source);
    source.email = "other@example.com";
    expect(readSignUpDraft()?.email).toBe("ann@example.com");
  });

  it("records when a new code was sent", () => {
    saveSignUpDraft(values);
    markSignUpCodeSent(5000);
    expect(readSignUpDraft()?.codeSentAt).toBe(5000);
  });

  it("does nothing on a code sent without a draft", () => {
    markSignUpCodeSent(5000);
    expect(readSignUpDraft()).toBeNull();
  });

  it("is forgotten when cleared", () => {
    saveSignUpDraft(values);
    clearSignUpDraft();
    expect(readSignUpDraft()).toBeNull();
  });

  it("never touches web storage or history", () => {
    saveSignUpDraft(values);
    markSignUpCodeSent(2000);
    readSignUpDraft();
    clearSignUpDraft();
    for (const store of [local, session]) {
      expect(store.setItem).not.toHaveBeenCalled();
      expect(store.getItem).not.toHaveBeenCalled();
    }
    expect(history.pushState).not.toHaveBeenCalled();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
