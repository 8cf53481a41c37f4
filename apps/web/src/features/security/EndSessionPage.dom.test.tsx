import { endpoints } from "@taxlane/contract";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { type EndSessionCardProps, EndSessionPage } from "./EndSessionPage";

function Card({ title, lead, children, footer }: EndSessionCardProps): ReactNode {
  return (
    <section>
      <h1>{title}</h1>
      <div>{lead}</div>
      {children}
      <div>{footer}</div>
    </section>
  );
}

const token = "0b7c5a9e-3f1d-4c2a-9b8e-7d6c5b4a3f21.c2lnbmF0dXJl";

describe("the end-session page", () => {
  it("ends the session only when the button is pressed, then leads to sign-in", async () => {
    const ended = vi.fn();
    server.use(
      answer(endpoints.identity.endSessionFromMail, ({ body }) => {
        ended(body);
        return {};
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EndSessionPage Card={Card} />, {
      path: `/end-session?token=${encodeURIComponent(token)}`,
    });

    expect(await screen.findByRole("heading", { level: 1, name: "End the session" })).toBeTruthy();
    // Opening the link does nothing: mail scanners open links too.
    expect(ended).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "End the session" }));

    expect(await screen.findByRole("heading", { level: 1, name: "The session has ended" })).toBeTruthy();
    expect(ended).toHaveBeenCalledExactlyOnceWith({ token });
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });

  it("shows the API's words for a link that is not valid", async () => {
    const message = "This link is not valid. Sign in and end the session from your account's security page.";
    server.use(answer(endpoints.identity.endSessionFromMail, () => refusal(400, message)));
    const user = userEvent.setup({ delay: null });
    renderWithApp(<EndSessionPage Card={Card} />, { path: "/end-session?token=forged" });

    await user.click(await screen.findByRole("button", { name: "End the session" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByRole("heading", { name: "The session has ended" })).toBeNull();
  });

  it("offers nothing to press without a token", async () => {
    renderWithApp(<EndSessionPage Card={Card} />, { path: "/end-session" });
    const button = await screen.findByRole("button", { name: "End the session" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(/this address has no session in it/)).toBeTruthy();
  });
});
