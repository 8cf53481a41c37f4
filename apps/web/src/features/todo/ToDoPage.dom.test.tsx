import { endpoints, type ToDoItem, type ToDoList } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { renderWithApp } from "../../testing/render";
import { ToDoCard } from "./ToDoCard";
import { ToDoPage } from "./ToDoPage";

function item(change: Partial<ToDoItem> & Pick<ToDoItem, "id" | "kind" | "title">): ToDoItem {
  return { link: "user/quotes", createdAt: "2026-03-04T10:00:00.000Z", ...change };
}

const invoice = item({
  id: "invoice:12",
  kind: "invoice-due",
  title: "Pay invoice INV-0007",
  detail: "$300.00 left to pay.",
  link: "user/tax_preparation/31?tab=billing",
  quoteId: 31,
  jobLabel: "2025 return with Dana Nguyen",
  dueAt: "2026-03-20T12:00:00.000Z",
});
const document = item({
  id: "document:4",
  kind: "document-requested",
  title: 'Upload "W-2 from Acme"',
  link: "user/tax_preparation/31?tab=documents",
  quoteId: 31,
  jobLabel: "2025 return with Dana Nguyen",
});
const quotes = item({
  id: "quotes:9",
  kind: "quote-received",
  title: "Choose among 2 quotes for your request",
});
const signature = item({
  id: "signature:5",
  kind: "signature-waiting",
  title: 'Sign "Form 8879 for 2025"',
  link: "sign/5",
  quoteId: 44,
  jobLabel: "2024 return with Sam Lee",
});

function listOf(items: ToDoItem[]): ToDoList {
  const byKind: ToDoList["counts"]["byKind"] = {};
  for (const each of items) byKind[each.kind] = (byKind[each.kind] ?? 0) + 1;
  return { items, counts: { total: items.length, byKind } };
}

function showPage(list: ToDoList | (() => Response)) {
  server.use(
    answer(endpoints.user.getUser, () => testPerson({ roleId: 1 })),
    answer(endpoints.user.getToDo, () => (typeof list === "function" ? list() : list)),
  );
  return renderWithApp(<ToDoPage side="taxpayer" />);
}

describe("the To do page", () => {
  it("groups the items by job, each a link to where it is done, with its detail and due date", async () => {
    showPage(listOf([invoice, document, quotes, signature]));
    expect(await screen.findByText("4 things wait for you")).toBeTruthy();
    const job = screen.getByRole("list", { name: "2025 return with Dana Nguyen" });
    const links = within(job).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/user/tax_preparation/31?tab=billing",
      "/user/tax_preparation/31?tab=documents",
    ]);
    expect(links[0]?.textContent).toContain("$300.00 left to pay.");
    expect(links[0]?.textContent).toContain("Due Mar 20, 2026");
    expect(
      within(screen.getByRole("list", { name: t("todo.beforeJob") })).getByRole("link", {
        name: /Choose among 2 quotes/,
      }),
    ).toHaveProperty("href", expect.stringContaining("/user/quotes"));
    expect(
      within(screen.getByRole("list", { name: "2024 return with Sam Lee" }))
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/sign/5");
  });

  it("says nothing waits, and where the next thing will come from, when the list is empty", async () => {
    showPage(listOf([]));
    expect(await screen.findByText(t("todo.emptyTitle"))).toBeTruthy();
    expect(screen.getByText(t("todo.emptyTaxpayer"))).toBeTruthy();
    expect(screen.getByRole("link", { name: t("todo.emptyTaxpayerLink") }).getAttribute("href")).toBe(
      "/user/tax_preparation",
    );
  });

  it("shows a failed load with a way to try again, which reads the list again", async () => {
    let calls = 0;
    showPage(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ errorMessage: "The server is busy", code: "INTERNAL" }, { status: 503 })
        : HttpResponse.json(listOf([document]));
    });
    expect(await screen.findByText(t("todo.loadFailed"))).toBeTruthy();
    await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Upload "W-2 from Acme"/ })).toBeTruthy();
  });
});

describe("the to-do card", () => {
  it("shows the first three items and a link to all of them", async () => {
    server.use(answer(endpoints.user.getToDo, () => listOf([invoice, document, quotes, signature])));
    renderWithApp(<ToDoCard allTo="/user/todo" />);
    const card = await screen.findByRole("region", { name: t("todo.cardTitle") });
    expect(await within(card).findByRole("link", { name: "See all 4" })).toHaveProperty(
      "href",
      expect.stringContaining("/user/todo"),
    );
    expect(within(card).getAllByRole("listitem")).toHaveLength(3);
  });

  it("stays out of the way when nothing waits", async () => {
    let read = false;
    server.use(
      answer(endpoints.user.getToDo, () => {
        read = true;
        return listOf([]);
      }),
    );
    const { container } = renderWithApp(<ToDoCard allTo="/user/todo" />);
    await vi.waitFor(() => expect(read).toBe(true));
    await vi.waitFor(() => expect(container.querySelector(".tl-todo-card")).toBeNull());
  });
});
