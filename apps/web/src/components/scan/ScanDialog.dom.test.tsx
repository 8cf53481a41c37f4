import { PDFDocument } from "@cantoo/pdf-lib";
import { t } from "@taxlane/contract/i18n";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../testing/render";
import { ScanDialog } from "./ScanDialog";

// The browser's pictures (canvas, camera frames) are not in the simulated browser: a page "made" from
// a photo here is a stand-in whose JPEG is only a header carrying the photo's number as its width, so
// the PDF made from the pages tells their order.
vi.mock("./scan-capture", () => {
  const jpegHeader = (width: number) =>
    Uint8Array.from([
      0xff,
      0xd8,
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x00,
      0x10,
      width >> 8,
      width & 0xff,
      0x03,
      0x01,
      0x22,
      0x00,
      0x02,
      0x11,
      0x01,
      0x03,
      0x11,
      0x01,
      0xff,
      0xd9,
    ]);
  let made = 0;
  return {
    pageFromFile: async (file: File) => {
      if (file.name.startsWith("broken")) throw new Error("not a picture");
      made += 1;
      const number = Number(/\d+/.exec(file.name)?.[0] ?? 0);
      return {
        id: `page-${made}`,
        source: file,
        width: 100,
        height: 130,
        quad: [
          { x: 0, y: 0 },
          { x: 100, y: 0 },
          { x: 100, y: 130 },
          { x: 0, y: 130 },
        ],
        found: true,
        jpeg: new Blob([jpegHeader(number)], { type: "image/jpeg" }),
        url: `blob:photo-${number}`,
      };
    },
    pageFromVideo: async () => Promise.reject(new Error("no camera here")),
    pageWithCorners: async (page: unknown) => page,
    releasePage: () => undefined,
    pageBytes: (pages: { jpeg: Blob }[]) =>
      Promise.all(pages.map(async (page) => new Uint8Array(await page.jpeg.arrayBuffer()))),
  };
});

const user = () => userEvent.setup({ delay: null });
const photo = (number: number) => new File(["photo"], `photo ${number}.jpg`, { type: "image/jpeg" });
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
    expect(pdf.getPageCount()).toBe(2);
    expect(onClose).toHaveBeenCalled();
  });
});
