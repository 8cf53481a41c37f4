import { endpoints, type PracticeAnswer, type PracticeRole } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { signInForTest } from "../../testing/session";
import { PracticeCapabilityGate } from "./PracticeCapabilityGate";
import { testPractice } from "./test/practice";

/** The payments page behind its gate, for a member of `role` (or for a professional in no practice). */
function openPayments(practice: PracticeAnswer) {
  signInForTest();
  server.use(answer(endpoints.practice.getPractice, () => practice));
  renderWithApp(
    <PracticeCapabilityGate capability="payments">
      <p>The payments page</p>
    </PracticeCapabilityGate>,
  );
}

const asRole = (myRole: PracticeRole) => testPractice({ myRole });

describe("a page behind the practice role's gate", () => {
  it("tells a member whose role does not include it, instead of the page", async () => {
    openPayments(asRole("assistant"));
    expect(
      await screen.findByRole("heading", {
        name: "Your role in Rivera Tax Group does not include billing and payments",
      }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "You are a member of Rivera Tax Group as Assistant. Ask the practice's owner if you need this page.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: t("practicePages.roleCannotToPractice") })).toBeTruthy();
    expect(screen.queryByText("The payments page")).toBeNull();
  });

  it("shows the page to an owner", async () => {
    openPayments(asRole("owner"));
    expect(await screen.findByText("The payments page")).toBeTruthy();
  });

  it("shows the page to a professional in no practice", async () => {
    openPayments({ practice: null });
    expect(await screen.findByText("The payments page")).toBeTruthy();
  });
});
