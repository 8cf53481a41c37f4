import { PDFDocument } from "@cantoo/pdf-lib";
import { t } from "@taxlane/contract/i18n";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../testing/render";
import { numberedPhoto, pictureWidths } from "../../testing/scan-pages";
import { ScanDialog } from "./ScanDialog";

// The browser's pictures are not in the simulated browser: pages made of photos are stand-ins.
vi.mock("./scan-capture", async () => (await import("../../testing/scan-pages")).fakeScanCapture());

const user = () => userEvent.setup({ delay: null });
const photo = numberedPhoto;
const photos = (count: number) => Array.from({ length: count }, (_, at) => photo(at + 1));

async function openDialog(onScanned: (file: File) => void = () => undefined, onClose = () => undefined) {
  renderWithApp(<ScanDialog onScanned={onScanned} onClose={onClose} />);
  return screen.findByRole("dialog", { name: t("scan.dialogTitle") });
}

async function choose(dialog: HTMLElement, files: File[]) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error("no photo input");
  await user().upload(input, files);
  // The photos are read one by one; the buttons wait until all are.
  await waitFor(() => expect(dialog.querySelector(".ant-btn-loading")).toBeNull());
}

/** The thumbnails' pictures, in the order shown. */
const shownOrder = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole("img", { name: /^Page \d+$/ })
    .map((image) => image.getAttribute("src"));

const liveRegion = (dialog: HTMLElement) => dialog.querySelector('[aria-live="polite"]')?.textContent;

afterEach(() => {
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("the scanner", () => {
  it("says there is no camera and offers photos instead", async () => {
    const dialog = await openDialog();
    expect(await within(dialog).findByText(t("scan.noCamera"))).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: t("scan.takePage") })).toBeNull();
    expect(within(dialog).getByRole("button", { name: t("scan.choosePhotos") })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: t("scan.usePages", { count: 0 }) })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("says so when the camera is not allowed", async () => {
    const refusal = new DOMException("Permission denied", "NotAllowedError");
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(refusal) },
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(t("scan.cameraRefused"))).toBeTruthy();
  });

  it("takes pages with the rear camera, says each, and retakes one in its place", async () => {
    const stop = vi.fn();
    const stream = Object.assign(new MediaStream(), { getTracks: () => [{ stop }] });
    const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => stream);
    Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
    const onClose = vi.fn();
    const dialog = await openDialog(undefined, onClose);
    const video = await waitFor(() => {
      const found = dialog.querySelector("video");
      if (found === null || getUserMedia.mock.calls.length === 0) throw new Error("no camera yet");
      return found;
    });
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: "environment" } }) }),
    );
    await waitFor(() => expect(video.srcObject).toBe(stream));
    fireEvent(video, new Event("loadeddata"));
    const take = within(dialog).getByRole("button", { name: t("scan.takePage") });
    await waitFor(() => expect(take).toHaveProperty("disabled", false));
    await user().click(take);
    await waitFor(() => expect(liveRegion(dialog)).toBe("Page 1 taken."));
    await waitFor(() => expect(dialog.querySelector(".ant-btn-loading")).toBeNull());
    await user().click(take);
    await waitFor(() => expect(liveRegion(dialog)).toBe("Page 2 taken."));
    await waitFor(() => expect(dialog.querySelector(".ant-btn-loading")).toBeNull());
    expect(shownOrder(dialog)).toEqual(["blob:photo-101", "blob:photo-102"]);

    await user().click(within(dialog).getByRole("button", { name: t("scan.retakePage", { number: 1 }) }));
    const retake = within(dialog).getByRole("button", { name: t("scan.takeAgain", { number: 1 }) });
    expect(document.activeElement).toBe(retake);
    await user().click(retake);
    await waitFor(() => expect(liveRegion(dialog)).toBe("Page 1 taken again."));
    expect(shownOrder(dialog)).toEqual(["blob:photo-103", "blob:photo-102"]);
    // The scanner gone (its opener removes it on closing), the camera is off.
    await user().click(within(dialog).getByRole("button", { name: t("scan.cancel") }));
    expect(onClose).toHaveBeenCalled();
    cleanup();
    expect(stop).toHaveBeenCalled();
  });

  it("adds chosen photos as pages and moves one up by keyboard, keeping the focus on it", async () => {
    const dialog = await openDialog();
    await choose(dialog, photos(3));
    await waitFor(() => expect(shownOrder(dialog)).toEqual(["blob:photo-1", "blob:photo-2", "blob:photo-3"]));
    expect(liveRegion(dialog)).toBe("3 pages added.");

    within(dialog)
      .getByRole("button", { name: t("scan.moveUp", { number: 3 }) })
      .focus();
    await user().keyboard("{Enter}");
    expect(shownOrder(dialog)).toEqual(["blob:photo-1", "blob:photo-3", "blob:photo-2"]);
    expect(liveRegion(dialog)).toBe("Page 3 is now page 2.");
    expect(document.activeElement?.getAttribute("aria-label")).toBe(t("scan.moveUp", { number: 2 }));

    // At the top, the focus goes to the page's other move button.
    await user().keyboard("{Enter}");
    expect(shownOrder(dialog)).toEqual(["blob:photo-3", "blob:photo-1", "blob:photo-2"]);
    expect(document.activeElement?.getAttribute("aria-label")).toBe(t("scan.moveDown", { number: 1 }));
  });

  it("reorders by dragging a page onto another", async () => {
    const dialog = await openDialog();
    await choose(dialog, photos(3));
    await waitFor(() => expect(shownOrder(dialog)).toHaveLength(3));
    const items = dialog.querySelectorAll("li[data-page-id]");
    const carried = new Map<string, string>();
    const dataTransfer = {
      types: ["application/x-taxlane-scan-page"],
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? "",
      effectAllowed: "none",
    };
    fireEvent.dragStart(items[0] as Element, { dataTransfer });
    fireEvent.dragOver(items[2] as Element, { dataTransfer });
    fireEvent.drop(items[2] as Element, { dataTransfer });
    expect(shownOrder(dialog)).toEqual(["blob:photo-2", "blob:photo-3", "blob:photo-1"]);
    expect(liveRegion(dialog)).toBe("Page 1 is now page 3.");
  });

  it("deletes a page and says which", async () => {
    const dialog = await openDialog();
    await choose(dialog, photos(3));
    await waitFor(() => expect(shownOrder(dialog)).toHaveLength(3));
    await user().click(within(dialog).getByRole("button", { name: t("scan.deletePage", { number: 2 }) }));
    expect(shownOrder(dialog)).toEqual(["blob:photo-1", "blob:photo-3"]);
    expect(liveRegion(dialog)).toBe("Page 2 deleted.");
    // The focus stays in the list: on the page that took the deleted one's place.
    expect(document.activeElement?.getAttribute("aria-label")).toBe(t("scan.deletePage", { number: 2 }));
  });

  it("moves a page's corners by keyboard and refuses corners that make no page", async () => {
    const dialog = await openDialog();
    await choose(dialog, [photo(1)]);
    await waitFor(() => expect(shownOrder(dialog)).toHaveLength(1));
    await user().click(within(dialog).getByRole("button", { name: t("scan.adjustCorners", { number: 1 }) }));
    expect(within(dialog).getByRole("heading", { name: t("scan.cornersTitle", { number: 1 }) })).toBeTruthy();
    const topLeft = document.activeElement as HTMLElement;
    expect(topLeft.getAttribute("aria-label")).toBe("Top left corner: 0% across, 0% down");
    await user().keyboard("{ArrowRight}{Shift>}{ArrowDown}{/Shift}");
    expect(topLeft.getAttribute("aria-label")).toBe("Top left corner: 1% across, 5% down");

    // The top left corner dragged past the bottom right one folds the page over.
    for (let step = 0; step < 25; step++) await user().keyboard("{Shift>}{ArrowRight}{ArrowDown}{/Shift}");
    await user().click(within(dialog).getByRole("button", { name: t("scan.useCorners") }));
    expect(within(dialog).getByRole("alert").textContent).toBe(t("scan.badCorners"));

    await user().click(within(dialog).getByRole("button", { name: t("scan.wholePicture") }));
    await user().click(within(dialog).getByRole("button", { name: t("scan.useCorners") }));
    await waitFor(() => expect(liveRegion(dialog)).toBe("Corners of page 1 saved."));
    expect(document.activeElement?.getAttribute("aria-label")).toBe(t("scan.adjustCorners", { number: 1 }));
  });

  it("takes at most 40 pages and says so", async () => {
    const dialog = await openDialog();
    await choose(dialog, photos(41));
    await waitFor(() => expect(shownOrder(dialog)).toHaveLength(40));
    expect(within(dialog).getByRole("alert").textContent).toBe(
      t("scan.photosOverLimit", { added: 40, max: 40 }),
    );
    expect(within(dialog).getByText(t("scan.pageLimit", { max: 40 }))).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: t("scan.choosePhotos") })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("names a photo it cannot read and keeps the others", async () => {
    const dialog = await openDialog();
    await choose(dialog, [photo(1), new File(["?"], "broken.jpg", { type: "image/jpeg" }), photo(2)]);
    await waitFor(() => expect(shownOrder(dialog)).toEqual(["blob:photo-1", "blob:photo-2"]));
    expect(within(dialog).getByRole("alert").textContent).toBe(
      t("scan.photoUnreadable", { name: "broken.jpg" }),
    );
  });

  it("hands back one PDF of the pages in their order", async () => {
    const onScanned = vi.fn<(file: File) => void>();
    const onClose = vi.fn();
    const dialog = await openDialog(onScanned, onClose);
    await choose(dialog, [photo(7), photo(8)]);
    await waitFor(() => expect(shownOrder(dialog)).toHaveLength(2));
    await user().click(within(dialog).getByRole("button", { name: t("scan.moveDown", { number: 1 }) }));
    await user().click(within(dialog).getByRole("button", { name: t("scan.usePages", { count: 2 }) }));
    await waitFor(() => expect(onScanned).toHaveBeenCalledTimes(1));
    const file = onScanned.mock.calls[0]?.[0] as File;
    expect(file.name).toMatch(/^Scanned document, \d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await PDFDocument.load(new Uint8Array(await file.arrayBuffer()));
    expect(pictureWidths(pdf)).toEqual([8, 7]);
    expect(onClose).toHaveBeenCalled();
  });
});
