import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ClientLanguageTag } from "./ClientLanguageTag";

describe("the client's language beside their name", () => {
  it("says a client speaks Spanish, by the request's choice first, then their account's", () => {
    const { rerender, container } = render(<ClientLanguageTag account="es" />);
    expect(screen.getByText("Speaks Spanish")).toBeTruthy();
    rerender(<ClientLanguageTag preferred="es" account="en" />);
    expect(screen.getByText("Speaks Spanish")).toBeTruthy();
    rerender(<ClientLanguageTag preferred="en" account="es" />);
    expect(container.textContent).toBe("");
    rerender(<ClientLanguageTag />);
    expect(container.textContent).toBe("");
  });
});
