import {
  endpoints,
  type SignatureRequest,
  type SignatureSigner,
  type SignatureToSign,
  type TaxPreparationDetail,
} from "@taxlane/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer } from "../../../testing/contract-handlers";
import { server } from "../../../testing/msw-server";
import { renderWithApp } from "../../../testing/render";
import { SignaturesToSign } from "./SignaturesToSign";
import { TaxpayerSignatureRequests } from "./TaxpayerSignatureRequests";

const job = {
  quoteId: 41,
  accountant: { id: 7, firstName: "Dana", lastName: "Nguyen", avatar: null },
} as TaxPreparationDetail;

function signer(change: Partial<SignatureSigner>): SignatureSigner {
  return {
    id: 12,
    role: "taxpayer",
    name: "Ann Lee",
    email: "ann@example.com",
    state: "waiting",
    identityStatus: "none",
    identityTriesLeft: 2,
    identityMethod: null,
    viewedAt: null,
    signedAt: null,
    paperFile: null,
    paperUploadedAt: null,
    paperNote: null,
    isYou: false,
    ...change,
  };
}

function request(change: Partial<SignatureRequest>): SignatureRequest {
  return {
    id: 3,
    quoteId: 41,
    title: "Form 8879 for 2025",
    status: "sent",
    identityRequired: true,
    efileAuthorization: true,
    createdAt: "2026-11-30T10:00:00.000Z",
    sentAt: "2026-12-01T10:00:00.000Z",
    expiresAt: "2026-12-15T10:00:00.000Z",
    completedAt: null,
    withdrawnAt: null,
    pageSizes: [{ width: 612, height: 792 }],
    originalFile: null,
    signedFile: null,
    signers: [],
    fields: [],
    ...change,
  };
}

const signedFile = {
  id: 90,
  name: "Form 8879 for 2025 (signed).pdf",
  createdDate: "2026-12-02T10:00:00.000Z",
  size: 2048,
  contentType: "application/pdf",
  url: "/api/files/90",
};

function answerRequests(requests: SignatureRequest[]) {
  server.use(
    answer(endpoints.taxPreparation.getSignatureRequests, ({ url }) => {
      expect(url.searchParams.get("quoteId")).toBe("41");
      return requests;
    }),
  );
}

describe("the taxpayer's signature requests on a job", () => {
  it("offers Review and sign for your own signer only, and shows the spouse's state", async () => {
    answerRequests([
      request({
        signers: [
          signer({ id: 12, isYou: true }),
          signer({
            id: 13,
            role: "spouse",
            name: "Sam Lee",
            state: "signed",
            signedAt: "2026-12-01T18:00:00.000Z",
          }),
        ],
      }),
    ]);
    renderWithApp(<TaxpayerSignatureRequests job={job} />);

    const item = (await screen.findByRole("heading", { name: "Form 8879 for 2025" })).closest(
      "li",
    ) as HTMLElement;
    const links = within(item).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe("/sign/12");
    expect(links[0]?.textContent).toBe("Review and sign");
    expect(within(item).getByText("Ann Lee (you), Taxpayer: Not signed yet")).toBeTruthy();
    expect(within(item).getByText("Sam Lee, Spouse: Signed Dec 1, 2026")).toBeTruthy();
    expect(within(item).getByText("Waiting for signatures")).toBeTruthy();
  });

  it("offers no Review and sign when only the spouse still has to sign", async () => {
    answerRequests([
      request({
        signers: [
          signer({ id: 12, isYou: true, state: "signed", signedAt: "2026-12-01T18:00:00.000Z" }),
          signer({ id: 13, role: "spouse", name: "Sam Lee", state: "identity-failed" }),
        ],
      }),
    ]);
    renderWithApp(<TaxpayerSignatureRequests job={job} />);
    expect(await screen.findByText("Sam Lee, Spouse: Identity not confirmed yet")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Review and sign/ })).toBeNull();
  });

  it("offers the signed copy of a completed request, and no signing", async () => {
    answerRequests([
      request({
        status: "completed",
        completedAt: "2026-12-02T10:00:00.000Z",
        signedFile,
        signers: [signer({ id: 12, isYou: true, state: "signed", signedAt: "2026-12-02T10:00:00.000Z" })],
      }),
    ]);
    renderWithApp(<TaxpayerSignatureRequests job={job} />);
    expect(
      await screen.findByRole("button", { name: "Download the signed copy of “Form 8879 for 2025”" }),
    ).toBeTruthy();
    expect(screen.getByText("Signed by everyone")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Review and sign/ })).toBeNull();
  });

  it("says when nothing has been sent to sign", async () => {
    answerRequests([]);
    renderWithApp(<TaxpayerSignatureRequests job={job} />);
    expect(await screen.findByText("Dana Nguyen has not asked you to sign anything yet.")).toBeTruthy();
  });
});

describe("what waits for the taxpayer's signature", () => {
  const waiting: SignatureToSign = {
    requestId: 3,
    signerId: 12,
    quoteId: 41,
    title: "Form 8879 for 2025",
    professionalName: "Dana Nguyen",
    sentAt: "2026-12-01T10:00:00.000Z",
    expiresAt: "2026-12-15T10:00:00.000Z",
  };

  it("lists each document with a link to sign it", async () => {
    server.use(answer(endpoints.taxpayer.getSignaturesToSign, () => [waiting]));
    renderWithApp(<SignaturesToSign />);
    expect(await screen.findByRole("heading", { name: "Waiting for your signature" })).toBeTruthy();
    const link = screen.getByRole("link", {
      name: "“Form 8879 for 2025” from Dana Nguyen, sign by Dec 15, 2026",
    });
    expect(link.getAttribute("href")).toBe("/sign/12");
  });

  it("shows nothing when nothing waits", async () => {
    let asked = false;
    server.use(
      answer(endpoints.taxpayer.getSignaturesToSign, () => {
        asked = true;
        return [];
      }),
    );
    const { container } = renderWithApp(<SignaturesToSign />);
    await expect.poll(() => asked).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe("");
  });
});
