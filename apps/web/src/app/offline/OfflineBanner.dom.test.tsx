import { onlineManager } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dateTimeText } from "../../lib/format";
import { renderWithApp } from "../../testing/render";
import { UpdateNotice } from "../pwa/UpdateNotice";
import { OfflineBanner } from "./OfflineBanner";

describe("the offline banner", () => {
  afterEach(() => onlineManager.setOnline(true));

  it("says the page shows what was kept, and from when", async () => {
    onlineManager.setOnline(false);
    const { queryClient } = renderWithApp(<OfflineBanner />);
    const fetchedAt = Date.parse("2026-03-04T15:05:00Z");
    queryClient.setQueryData(["todo"], { items: [] }, { updatedAt: fetchedAt });
    queryClient.setQueryData(["messages", "connections"], [], { updatedAt: fetchedAt + 60_000 });
    // Not a kept list: it does not make the page look older or newer.
    queryClient.setQueryData(["organizer", "answers", 1], {}, { updatedAt: fetchedAt - 60_000 });
    const text = `You are offline — showing what you saw at ${dateTimeText("2026-03-04T15:05:00Z")}`;
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it("says only that the person is offline when nothing was kept, and nothing while online", () => {
    onlineManager.setOnline(false);
    const { unmount } = renderWithApp(<OfflineBanner />);
    expect(screen.getByRole("status").textContent).toContain("You are offline.");
    unmount();
    onlineManager.setOnline(true);
    renderWithApp(<OfflineBanner />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("the new version's prompt", () => {
  it("reloads on the waiting version when the person asks", async () => {
    const apply = vi.fn(() => Promise.resolve());
    renderWithApp(<UpdateNotice apply={apply} />);
    expect(screen.getByText("A new version is ready")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
