import { ImageRefused, type RgbaPixels } from "./refusal";

/**
 * HEIC/HEIF, the format an iPhone saves photos in. The sharp build here has libheif without its HEVC
 * decoder (it reads AVIF only), so these are decoded by libheif compiled to WebAssembly (libheif-js,
 * through heic-decode) into RGBA pixels, which then go the way of any other picture.
 */

/** The ISO-BMFF brands of HEIF still images and sequences coded in HEVC; AVIF ("avif") is left to sharp. */
const heifBrands = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** Whether the bytes are a HEIF file by its "ftyp" box: the declared type alone is not trusted. */
export function isHeif(bytes: Uint8Array): boolean {
  return ascii(bytes, 4, 8) === "ftyp" && heifBrands.has(ascii(bytes, 8, 12));
}

/**
 * The first (primary) image's pixels, with the file's rotation and mirroring applied by libheif. Its
 * size is read from the file's header and checked against the limit before anything is decoded.
 */
export async function decodeHeif(bytes: Uint8Array, maxInputPixels: number): Promise<RgbaPixels> {
  // Loaded only when a HEIF arrives: the WebAssembly bundle is several megabytes of script.
  const { default: decode } = await import("heic-decode");
  let images: Awaited<ReturnType<typeof decode.all>>;
  try {
    images = await decode.all({ buffer: bytes });
  } catch (error) {
    throw new ImageRefused("not-an-image", error instanceof Error ? error.message : String(error));
  }
  try {
    const first = images[0];
    if (!first) throw new ImageRefused("not-an-image", "the HEIF file holds no image");
    const pixels = first.width * first.height;
    if (pixels > maxInputPixels) throw new ImageRefused("too-large", `${pixels} pixels`);
    const decoded = await first.decode().catch((error: unknown) => {
      throw new ImageRefused("not-an-image", error instanceof Error ? error.message : String(error));
    });
    const { data, width, height } = decoded;
    return { rgba: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height };
  } finally {
    images.dispose();
  }
}
