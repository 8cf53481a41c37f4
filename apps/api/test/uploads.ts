import sharp from "sharp";

/** A real PNG photo of the given size (a coloured square), as a person would upload. */
export function photoPng(size = 256, color = "#2f6f5e"): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A small, valid PDF. */
export function smallPdf(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}

/** A multipart form from text fields and files (`[bytes, name]`), as a browser sends it. */
export function multipart(
  fields: Record<string, string | undefined>,
  files: Record<string, [Buffer, string]> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  for (const [key, [bytes, name]] of Object.entries(files))
    form.append(key, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/** A form as the bytes a browser sends, and the content type naming its boundary. */
export async function encodedForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const contentType = request.headers.get("content-type");
  if (!contentType) throw new Error("a form without a content type");
  return { body: Buffer.from(await request.arrayBuffer()), contentType };
}
