import { PDFDict, type PDFDocument, PDFName, PDFNumber, PDFStream } from "@cantoo/pdf-lib";

/**
 * Stand-ins for the scanner's pictures, which the simulated browser cannot make (no canvas, no camera).
 * A page "made" from a photo named with a number carries that number as its JPEG's width, so a PDF
 * made from the pages tells their order.
 */

/**
 * The smallest bytes pdf-lib takes as a JPEG: start, a baseline frame header giving the size and three
 * colour components, end. pdf-lib embeds a JPEG as it is, reading only that header.
 */
export function jpegHeader(width: number, height = 16): Uint8Array {
  const size = [height >> 8, height & 0xff, width >> 8, width & 0xff];
  const components = [0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Uint8Array.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, ...size, ...components, 0xff, 0xd9]);
}

/** The pixel width of the one picture on each page, in page order. */
export function pictureWidths(doc: PDFDocument): number[] {
  return doc.getPages().map((page) => {
    const xObjects = page.node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
    const [ref] = xObjects?.values() ?? [];
    const picture = ref === undefined ? undefined : doc.context.lookup(ref, PDFStream);
    return picture?.dict.lookup(PDFName.of("Width"), PDFNumber).asNumber() ?? 0;
  });
}

/** A photo whose name carries `number`. */
export const numberedPhoto = (number: number) =>
  new File(["photo"], `photo ${number}.jpg`, { type: "image/jpeg" });

/**
 * What `components/scan/scan-capture` exports, for `vi.mock`: a photo named "broken…" cannot be read,
 * adjusting corners keeps the page.
 */
export function fakeScanCapture() {
  let made = 0;
  let frames = 0;
  const page = (number: number, source: Blob) => {
    made += 1;
    return {
      id: `page-${made}`,
      source,
      width: 100,
      height: 130,
      quad: [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 130 },
        { x: 0, y: 130 },
      ],
      found: true,
      jpeg: new Blob([jpegHeader(number) as BlobPart], { type: "image/jpeg" }),
      url: `blob:photo-${number}`,
    };
  };
  return {
    pageFromFile: async (file: File) => {
      if (file.name.startsWith("broken")) throw new Error("not a picture");
      return page(Number(/\d+/.exec(file.name)?.[0] ?? 0), file);
    },
    // Camera frames are numbered from 101.
    pageFromVideo: async () => {
      frames += 1;
      return page(100 + frames, new Blob(["frame"]));
    },
    pageWithCorners: async <Page>(page: Page) => page,
    releasePage: () => undefined,
    pageBytes: (pages: { jpeg: Blob }[]) =>
      Promise.all(pages.map(async (page) => new Uint8Array(await page.jpeg.arrayBuffer()))),
  };
}
