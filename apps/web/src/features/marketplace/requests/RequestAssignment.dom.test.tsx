import {
  endpoints,
  type JobAssignee,
  type PracticeAnswer,
  QUOTE_NOT_ACTED_ON,
  QuoteStatusId,
  type SentQuote,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { testPerson } from "../../../testing/people";
import { testPractice, testStaff } from "../../../testing/practices";
import { renderWithApp } from "../../../testing/render";
import { signInForTest } from "../../../testing/session";
import { RequestCard } from "./RequestCard";
import { SentQuotes } from "./SentQuotes";
import { individualRecord } from "./test-requests";

const patLee: JobAssignee = { userId: 8, name: "Pat Lee" };
const assignedText = (name: string) => `${t("practiceAssignment.assignedToFact")}: ${name}`;

/** Signs in as a member of the practice (or a professional alone); answers the assignments sent. */
function signedInAs(answerOfPractice: PracticeAnswer) {
  const assigned: unknown[] = [];
  server.use(
    answer(endpoints.user.getUser, () => testPerson()),
    answer(endpoints.practice.getPractice, () => answerOfPractice),
    answer(endpoints.practice.assignRequests, ({ body }) => {
      assigned.push(body);
      return { assigned: 1, assignee: "Dana Nguyen" };
    }),
  );
  signInForTest();
  return assigned;
}

function showRequest(assignedTo: JobAssignee | null | undefined) {
  const record = individualRecord(assignedTo === undefined ? {} : { assignedTo });
  renderWithApp(
    <RequestCard
      request={{ kind: "individual", record }}
      onSendQuote={() => undefined}
      onViewDetails={() => undefined}
    />,
  );
}

describe("who works a request routed to a practice", () => {
  it("shows an owner the member and lets them give the request to another", async () => {
    const assigned = signedInAs(testPractice("owner", testStaff));
    showRequest(patLee);
    expect(await screen.findByText(assignedText("Pat Lee"))).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("combobox", { name: t("practiceAssignment.assignLabel") }));
    // An assistant neither quotes nor works returns: only the owner and the preparer are offered.
    await screen.findByText("Dana Nguyen", { selector: ".ant-select-item-option-content" });
    const offered = document.querySelectorAll(".ant-select-item-option-content");
    expect([...offered].map((option) => option.textContent)).toEqual(["Dana Nguyen", "Pat Lee"]);
    await user.click(screen.getByText("Dana Nguyen", { selector: ".ant-select-item-option-content" }));
    await user.click(screen.getByRole("button", { name: t("practiceAssignment.assignSubmit") }));
    await waitFor(() => expect(assigned).toEqual([{ requestIds: [11], userId: 7 }]));
  });

  it("shows a preparer who works it, with no picker", async () => {
    signedInAs(testPractice("preparer", testStaff));
    showRequest(patLee);
    expect(await screen.findByText(assignedText("Pat Lee"))).toBeTruthy();
    expect(screen.queryByText(t("practiceAssignment.assignLabel"))).toBeNull();
  });

  it("hides Send Quote from an assistant, whose role does not price work", async () => {
    signedInAs(testPractice("assistant", testStaff));
    showRequest(patLee);
    expect(await screen.findByText(assignedText("Pat Lee"))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Send Quote" })).toBeNull());
  });

  it("shows nothing of it to a professional working alone", async () => {
    signedInAs({ practice: null });
    showRequest(undefined);
    expect(await screen.findByRole("button", { name: "Send Quote" })).toBeTruthy();
    expect(screen.queryByText(t("practiceAssignment.assignedToFact"), { exact: false })).toBeNull();
  });
});

const sentQuote: SentQuote = {
  quoteId: 41,
  taxPreparationId: 11,
  taxpayerId: 5,
  jobType: "Personal",
  taxpayerFirstName: "Robin",
  taxpayerLastName: "Young",
  createdDate: "2026-03-01T10:00:00.000Z",
  price: 450,
  priceAttachment: null,
  statusId: QuoteStatusId.pending,
  actionStatusId: QUOTE_NOT_ACTED_ON,
  requestDate: "2026-02-28T10:00:00.000Z",
  isIndividual: true,
  requestHeadlineAnswers: {},
  requestSummary: "",
  message: null,
  turnaroundDays: 7,
  assignedTo: patLee,
};

describe("who works a quote the practice sent", () => {
  it("shows the member on the sent quotes, with an owner's picker moving its request", async () => {
    const assigned = signedInAs(testPractice("owner", testStaff));
    server.use(answer(endpoints.accountant.getAccountantSentQuotes, () => [sentQuote]));
    renderWithApp(<SentQuotes />);
    expect(await screen.findByText(assignedText("Pat Lee"))).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("combobox", { name: t("practiceAssignment.assignLabel") }));
    await user.click(await screen.findByText("Dana Nguyen", { selector: ".ant-select-item-option-content" }));
    await user.click(screen.getByRole("button", { name: t("practiceAssignment.assignSubmit") }));
    await waitFor(() => expect(assigned).toEqual([{ requestIds: [11], userId: 7 }]));
  });
});
