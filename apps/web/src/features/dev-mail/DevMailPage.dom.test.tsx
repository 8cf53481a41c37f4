import { endpoints } from "@taxlane/contract";
import { devMail } from "@taxlane/contract/i18n/en/devMail";
import { channels } from "@taxlane/contract/i18n/local/channels";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { DevMailPage } from "./DevMailPage";

describe("the dev mailbox's texts", () => {
  it("shows the local text outbox beside the mail, saying no text left this machine", async () => {
    server.use(
      answer(endpoints.devMail.list, () => []),
      answer(endpoints.devMail.devTexts, () => [
        {
          id: "1",
          to: "+14155550123",
          body: "Your Taxlane code is 123456. It expires in 10 minutes.",
          date: "2026-12-04T10:00:00.000Z",
        },
      ]),
    );
    renderWithApp(<DevMailPage />, { path: "/dev/mail" });
    expect(await screen.findByText(devMail.noMailYet)).toBeTruthy();

    await userEvent.setup({ delay: null }).click(screen.getByRole("link", { name: devMail.textsTab }));
    expect(await screen.findByText("Your Taxlane code is 123456. It expires in 10 minutes.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: channels.localOutboxHeading })).toBeTruthy();
    expect(screen.getByText(channels.localOutboxNote)).toBeTruthy();
    expect(screen.getByText(devMail.textsNotSent)).toBeTruthy();
    expect(screen.getByText("To +14155550123")).toBeTruthy();
  });

  it("says when this server keeps no outbox to read here", async () => {
    server.use(
      answer(endpoints.devMail.list, () => []),
      answer(endpoints.devMail.devTexts, () =>
        HttpResponse.json({ errorMessage: "Not found", code: "NOT_FOUND" }, { status: 404 }),
      ),
    );
    renderWithApp(<DevMailPage />, { path: "/dev/mail?tab=texts" });
    expect(await screen.findByText(devMail.textsOff)).toBeTruthy();
  });
});
