import { FREE_TRIAL_DAYS } from "@taxlane/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../testing/render";
import { ExpertWelcomeCard } from "./ExpertWelcomeCard";

describe("ExpertWelcomeCard", () => {
  it("greets the professional by name in bold, the sentence read whole from one catalog message", () => {
    renderWithApp(<ExpertWelcomeCard firstName="Dana" />);
    const name = screen.getByText("Dana");
    expect(name.tagName).toBe("STRONG");
    const lead = name.parentElement;
    expect(lead?.textContent).toContain(
      "Welcome to Taxlane, Dana. Taxpayers' requests can reach you right away. Until an operator has checked " +
        "your credentials, your profile shows “credentials not yet verified”.",
    );
    expect(lead?.textContent).toContain(
      `Next, start your ${FREE_TRIAL_DAYS}-day free trial: add a card now, charged only when the trial ends.`,
    );
  });
});
