import { t } from "@taxlane/contract/i18n";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../testing/render";
import { numberedPhoto } from "../../testing/scan-pages";
import { FileField } from "./FileField";

// The scanner's pictures are not in the simulated browser: pages made of photos are stand-ins.
vi.mock("../../components/scan/scan-capture", async () =>
  (await import("../../testing/scan-pages")).fakeScanCapture(),
);

describe("an organizer file question", () => {
  it("adds scanned pages as one PDF waiting to be saved", async () => {
    const person = userEvent.setup({ delay: null });
    const onPendingChange = vi.fn<(files: File[]) => void>();
    const earlier = new File(["%PDF-1.7"], "earlier.pdf", { type: "application/pdf" });
    renderWithApp(
      <FileField
        id="w2"
        label="Your W-2"
        labelText="Your W-2"
        stored={[]}
        pending={[earlier]}
        onPendingChange={onPendingChange}
        onRemoveStored={() => undefined}
        removing={false}
      />,
    );
    await person.click(screen.getByRole("button", { name: `${t("scan.scanPages")} for Your W-2` }));
    const scanner = await screen.findByRole("dialog", { name: t("scan.dialogTitle") });
    const photos = scanner.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await person.upload(photos, [numberedPhoto(1), numberedPhoto(2), numberedPhoto(3)]);
    const use = await within(scanner).findByRole("button", { name: t("scan.usePages", { count: 3 }) });
    await waitFor(() => expect(use).toHaveProperty("disabled", false));
    await person.click(use);
    await waitFor(() => expect(onPendingChange).toHaveBeenCalledTimes(1));
    const [files] = onPendingChange.mock.calls[0] ?? [[]];
    expect(files.map((file) => file.name)).toEqual([
      "earlier.pdf",
      expect.stringMatching(/^Scanned document, \d{4}-\d{2}-\d{2}\.pdf$/),
    ]);
  });
});
