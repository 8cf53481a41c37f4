import { endpoints, type PracticeClient, type PracticeClients } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { renderWithApp } from "../../testing/render";
import { signInForTest } from "../../testing/session";
import { PracticeClientsPage } from "./PracticeClientsPage";

const dana: PracticeClient = {
  id: 21,
  name: "Dana Nguyen",
  email: "dana@example.com",
  lastContactAt: "2026-11-02T15:05:00.000Z",
  jobs: [
    {
      quoteId: 41,
      taxYear: 2025,
      jobType: "Personal",
      statusId: 2,
      cancelled: false,
      assignedUserId: 8,
      assignedName: "Pat Lee",
      feeCents: 48_000,
    },
  ],
};

const page = (clients: PracticeClient[]): PracticeClients => ({
  clients,
  total: clients.length,
  page: 1,
  pageSize: 25,
});

const members = [
  { userId: 7, name: "Olivia Rivera" },
  { userId: 8, name: "Pat Lee" },
];

/** The page as an owner sees it, or with what another seat gives (a preparer: no CSV; alone: no members). */
function showPage(
  seat: { members: typeof members | null; mayDownload: boolean } = { members, mayDownload: true },
) {
  server.use(answer(endpoints.user.getUser, () => testPerson()));
  signInForTest();
  renderWithApp(<PracticeClientsPage {...seat} />);
}

/** A phone's width (390 px) as antd's breakpoints ask it through matchMedia. */
function onPhone() {
  const wide = window.matchMedia;
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query)?.[1];
    const max = /max-width:\s*(\d+)/.exec(query)?.[1];
    const matches = (min === undefined || Number(min) <= 390) && (max === undefined || Number(max) >= 390);
    return { ...wide.call(window, query), matches };
  });
}

afterEach(() => vi.restoreAllMocks());

describe("the client list", () => {
  it("shows an owner each client with their jobs linked, searches and downloads the CSV", async () => {
    const searched: (string | null)[] = [];
    server.use(
      answer(endpoints.practice.getClients, ({ url }) => {
        searched.push(url.searchParams.get("search"));
        return page([dana]);
      }),
      answer(
        endpoints.practice.exportClients,
        () => new HttpResponse("Client\r\n", { headers: { "content-type": "text/csv" } }),
      ),
    );
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:csv");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    showPage();

    const table = await screen.findByRole("table", { name: t("practiceClients.listTitle") });
    expect(within(table).getByText("Dana Nguyen")).toBeTruthy();
    const job = within(table).getByRole("link", { name: "2025 Personal return: In process" });
    expect(job.getAttribute("href")).toBe("/expert/tax_preparation/41");
    expect(within(table).getByText(/Assigned to Pat Lee/)).toBeTruthy();
    expect(screen.getByLabelText(t("practiceClients.assignedLabel"))).toBeTruthy();
    expect(screen.getByLabelText(t("practiceClients.stageLabel"))).toBeTruthy();
    expect(screen.getByLabelText(t("practiceClients.yearLabel"))).toBeTruthy();

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(t("practiceClients.searchLabel")), "nguyen");
    await waitFor(() => expect(searched.at(-1)).toBe("nguyen"));

    await user.click(screen.getByRole("button", { name: t("practiceClients.download") }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^taxlane-clients-.*\.csv$/)]));
  });

  it("offers no CSV to a preparer", async () => {
    server.use(answer(endpoints.practice.getClients, () => page([dana])));
    showPage({ members, mayDownload: false });
    expect(await screen.findByText("Dana Nguyen")).toBeTruthy();
    expect(screen.queryByRole("button", { name: t("practiceClients.download") })).toBeNull();
  });

  it("lets a professional working alone download, without a member filter", async () => {
    server.use(answer(endpoints.practice.getClients, () => page([dana])));
    showPage({ members: null, mayDownload: true });
    expect(await screen.findByText("Dana Nguyen")).toBeTruthy();
    expect(screen.getByRole("button", { name: t("practiceClients.download") })).toBeTruthy();
    expect(screen.queryByLabelText(t("practiceClients.assignedLabel"))).toBeNull();
  });

  it("on a phone, shows each client as a card", async () => {
    onPhone();
    server.use(answer(endpoints.practice.getClients, () => page([dana])));
    showPage();
    const list = await screen.findByRole("list", { name: t("practiceClients.listTitle") });
    expect(within(list).getByText("Dana Nguyen")).toBeTruthy();
    expect(within(list).getByText(t("practiceClients.columnLastContact"))).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when there is no client yet", async () => {
    server.use(answer(endpoints.practice.getClients, () => page([])));
    showPage();
    expect(await screen.findByText(t("practiceClients.empty"))).toBeTruthy();
  });

  it("says the list could not be loaded, with a retry", async () => {
    server.use(answer(endpoints.practice.getClients, () => refusal(500, "Something went wrong")));
    showPage();
    expect(await screen.findByText(t("practiceClients.loadError"))).toBeTruthy();
  });
});
