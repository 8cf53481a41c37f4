import type { Writable } from "node:stream";
import {
  PDFCatalog,
  type PDFContext,
  PDFName,
  type PDFObject,
  PDFPageLeaf,
  PDFPageTree,
  PDFRawStream,
  type PDFRef,
  PDFStream,
} from "@cantoo/pdf-lib";

const chunkSize = 64 * 1024;

/**
 * Writes a PDF while it is being built. The library's own save() measures the whole file, then
 * fills one buffer of that size, so the finished document would sit in memory twice. Here each
 * object is written out as soon as nothing will change it any more and then dropped from the
 * document: page contents, images and fonts leave after every part; only the small page
 * dictionaries, the page tree, the catalog and the info dictionary stay until the end, when the
 * cross-reference table and trailer close the file.
 */
export class PdfStreamWriter {
  private offset = 0;
  private readonly offsets = new Map<number, number>();
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  private failure: Error | undefined;

  constructor(private readonly out: Writable) {
    // Kept for the writer's life: a reader going away between two writes must stop the bundle
    // at the next write, not surface as an unhandled 'error' event.
    out.on("error", (error: Error) => {
      this.failure ??= error;
    });
  }

  get bytesWritten(): number {
    return this.offset;
  }

  async writeHeader(): Promise<void> {
    // The comment of high bytes tells transfer tools the file is binary.
    await this.push(Buffer.from([...Buffer.from("%PDF-1.7\n%"), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
  }

  /** Writes and forgets every object that later parts and the contents pages will not touch. */
  async writeSettled(context: PDFContext): Promise<void> {
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      if (this.isKeptUntilEnd(context, ref, object)) continue;
      await this.writeObject(ref, object);
      context.delete(ref);
    }
    await this.flushPending();
  }

  /** Writes what is left, the cross-reference table and the trailer, and ends the stream. */
  async finish(context: PDFContext): Promise<void> {
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      await this.writeObject(ref, object);
      context.delete(ref);
    }
    const { Root: root, Info: info } = context.trailerInfo;
    if (!root) throw new Error("the document has no catalog");
    const size = context.largestObjectNumber + 1;
    const xrefOffset = this.offset + this.pendingBytes;
    await this.push(Buffer.from(crossReferenceTable(this.offsets, size), "latin1"));
    const infoEntry = info ? ` /Info ${info.toString()}` : "";
    const trailer = `trailer\n<< /Size ${size} /Root ${root.toString()}${infoEntry} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
    await this.push(Buffer.from(trailer, "latin1"));
    await this.flushPending();
    await new Promise<void>((resolve, reject) => {
      this.out.once("error", reject);
      this.out.end(() => resolve());
    });
  }

  private isKeptUntilEnd(context: PDFContext, ref: PDFRef, object: PDFObject): boolean {
    return (
      object instanceof PDFPageLeaf ||
      object instanceof PDFPageTree ||
      object instanceof PDFCatalog ||
      ref === context.trailerInfo.Info
    );
  }

  private async writeObject(ref: PDFRef, object: PDFObject): Promise<void> {
    if (object instanceof PDFRawStream) {
      // Object and cross-reference streams copied from a source describe that source's layout;
      // their objects were unpacked on reading, and this file has its own table.
      const type = object.dict.lookup(PDFName.of("Type"));
      if (type === PDFName.of("ObjStm") || type === PDFName.of("XRef")) return;
    }
    this.offsets.set(ref.objectNumber, this.offset + this.pendingBytes);
    const head = `${ref.objectNumber} ${ref.generationNumber} obj\n`;
    if (object instanceof PDFStream) {
      // A stream's data (an image, a page's drawing) goes out as the very bytes the document
      // holds, not copied into a buffer for the whole object first.
      object.updateDict();
      const dict = Buffer.allocUnsafe(object.dict.sizeInBytes());
      object.dict.copyBytesInto(dict, 0);
      const contents = object.getContents();
      await this.push(
        Buffer.concat([Buffer.from(head, "latin1"), dict, Buffer.from("\nstream\n", "latin1")]),
      );
      await this.push(Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength));
      await this.push(Buffer.from("\nendstream\nendobj\n", "latin1"));
      return;
    }
    const tail = "\nendobj\n";
    const body = object.sizeInBytes();
    const buffer = Buffer.allocUnsafe(head.length + body + tail.length);
    buffer.write(head, 0, "latin1");
    object.copyBytesInto(buffer, head.length);
    buffer.write(tail, head.length + body, "latin1");
    await this.push(buffer);
  }

  private async push(buffer: Buffer): Promise<void> {
    if (buffer.length >= chunkSize) {
      // Large pieces are written as they are rather than concatenated with the small ones.
      await this.flushPending();
      await this.send(buffer);
      return;
    }
    this.pending.push(buffer);
    this.pendingBytes += buffer.length;
    if (this.pendingBytes >= chunkSize) await this.flushPending();
  }

  private async flushPending(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const chunk = this.pending.length === 1 ? (this.pending[0] as Buffer) : Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    await this.send(chunk);
  }

  private async send(chunk: Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.out.destroyed || this.out.writableEnded) {
      throw new Error("the output stream closed before the bundle was written");
    }
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await drained(this.out);
  }
}

/** Waits until the stream takes more, failing if it breaks or closes first. */
function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.destroyed) {
      reject(out.errored ?? new Error("the output stream closed before the bundle was written"));
      return;
    }
    const done = (error?: Error) => {
      out.off("drain", onDrain);
      out.off("error", onError);
      out.off("close", onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onError = (error: Error) => done(error);
    const onClose = () => done(new Error("the output stream closed before the bundle was written"));
    out.on("drain", onDrain);
    out.on("error", onError);
    out.on("close", onClose);
  });
}

/** A classic table: one 20-byte line per object number, numbers never written are free. */
export function crossReferenceTable(offsets: ReadonlyMap<number, number>, size: number): string {
  const free: number[] = [];
  for (let number = 1; number < size; number += 1) if (!offsets.has(number)) free.push(number);
  const nextFree = new Map<number, number>();
  free.forEach((number, index) => {
    nextFree.set(number, free[index + 1] ?? 0);
  });
  const line = (offset: number, generation: number, kind: "n" | "f") =>
    `${String(offset).padStart(10, "0")} ${String(generation).padStart(5, "0")} ${kind}\r\n`;
  let table = `xref\n0 ${size}\n${line(free[0] ?? 0, 65535, "f")}`;
  for (let number = 1; number < size; number += 1) {
    const offset = offsets.get(number);
    table += offset === undefined ? line(nextFree.get(number) ?? 0, 1, "f") : line(offset, 0, "n");
  }
  return table;
}
