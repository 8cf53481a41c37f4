import { endpoints, type InvitationView, practiceRoleTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { RETURN_PATH_AFTER_LOGIN } from "../../lib/session";
import { answer, refusal } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { testPerson } from "../../testing/people";
import { renderWithApp } from "../../testing/render";
import { signInForTest } from "../../testing/session";
import { JoinPracticePage } from "./JoinPracticePage";
import { testPractice } from "./test/practice";

const invitation: InvitationView = {
  practiceName: "Rivera Tax Group",
  inviterName: "Dana Nguyen",
  role: "preparer",
  seesAllJobs: true,
  email: "lee@example.com",
  expiresAt: "2026-12-08T10:00:00.000Z",
};
const path = "/expert/practice/join?token=abc_123";

/** The card the route gives the page: a heading and its lead, as the sign-in pages' own. */
function TestCard({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section>
      <h1>{title}</h1>
      {lead !== undefined && <div>{lead}</div>}
      {children}
    </section>
  );
}

/** The page at its link, with the invitation answered; the practice page behind it says it was reached. */
function openLink(view: InvitationView | Response = invitation, at = path) {
  const tokens: (string | null)[] = [];
  server.use(
    answer(endpoints.practice.getInvitation, ({ url }) => {
      tokens.push(url.searchParams.get("token"));
      return view;
    }),
  );
  renderWithApp(
    <Routes>
      <Route path="/expert/practice/join" element={<JoinPracticePage Card={TestCard} />} />
      <Route path="/expert/practice" element={<p>The practice page</p>} />
      <Route path="/login" element={<p>The sign-in page</p>} />
    </Routes>,
    { path: at },
  );
  return { tokens };
}

describe("an invitation's page", () => {
  it("shows a signed-out visitor the invitation and sends them to sign in, then back here", async () => {
    const { tokens } = openLink();
    // The heading shows while the invitation loads too: its lead says it has come.
    expect(
      await screen.findByText("Dana Nguyen invites you to join Rivera Tax Group on Taxlane."),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: t("practicePages.joinTitle") })).toBeTruthy();
    expect(
      screen.getByText(`${practiceRoleTexts.preparer.name}: ${practiceRoleTexts.preparer.summary}`),
    ).toBeTruthy();
    expect(screen.getByText("lee@example.com")).toBeTruthy();
    expect(tokens).toEqual(["abc_123"]);
    expect(screen.queryByRole("button", { name: t("practicePages.joinAccept") })).toBeNull();
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole("link", { name: t("practicePages.joinSignIn") }));
    expect(await screen.findByText("The sign-in page")).toBeTruthy();
    expect(sessionStorage.getItem(RETURN_PATH_AFTER_LOGIN)).toBe(path);
  });

  it("lets the signed-in professional accept, then opens their practice", async () => {
    signInForTest();
    const accepted: unknown[] = [];
    server.use(
      answer(endpoints.user.getUser, () => testPerson({ email: "lee@example.com" })),
      answer(endpoints.practice.acceptInvitation, ({ body }) => {
        accepted.push(body);
        return testPractice({ myRole: "preparer" });
      }),
    );
    openLink();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole("button", { name: t("practicePages.joinAccept") }));
    expect(await screen.findByText("The practice page")).toBeTruthy();
    expect(accepted).toEqual([{ token: "abc_123" }]);
  });

  it("shows the API's words when accepting is refused", async () => {
    signInForTest();
    const words =
      "This invitation was sent to lee@example.com. Sign in with that account to accept it, or ask the practice's owner to invite the e-mail you use.";
    server.use(
      answer(endpoints.user.getUser, () => testPerson()),
      answer(endpoints.practice.acceptInvitation, () => refusal(403, words)),
    );
    openLink();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole("button", { name: t("practicePages.joinAccept") }));
    expect((await screen.findByRole("alert")).textContent).toContain(words);
  });

  it("tells a taxpayer signed in that this account cannot join", async () => {
    signInForTest();
    server.use(answer(endpoints.user.getUser, () => testPerson({ roleId: 1 })));
    openLink();
    expect(
      await screen.findByText(t("practicePages.joinNotProfessional", { email: "lee@example.com" })),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: t("practicePages.joinAccept") })).toBeNull();
  });

  it("says why an invitation no longer works, in the API's words", async () => {
    const words =
      "This invitation was withdrawn by the practice. Ask the practice's owner if you should still join.";
    openLink(refusal(404, words));
    expect(await screen.findByRole("heading", { name: t("practicePages.joinProblemTitle") })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(words)).toBeTruthy());
  });

  it("without a token, asks for the mail's link and calls nothing", async () => {
    const { tokens } = openLink(invitation, "/expert/practice/join");
    expect(await screen.findByRole("heading", { name: t("practicePages.joinProblemTitle") })).toBeTruthy();
    expect(screen.getByText(t("practicePages.joinNoToken"))).toBeTruthy();
    expect(tokens).toEqual([]);
  });
});
