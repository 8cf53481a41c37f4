import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeObject {
  bytes: Buffer;
  modifiedAt: Date;
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const etag = (bytes: Buffer) => `"${createHash("md5").update(bytes).digest("hex")}"`;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function xml(response: ServerResponse, status: number, body: string) {
  response
    .writeHead(status, { "content-type": "application/xml" })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function s3Error(response: ServerResponse, status: number, code: string, headOnly: boolean) {
  if (headOnly) {
    response.writeHead(status).end();
    return;
  }
  xml(response, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

/**
 * A small S3-compatible server on 127.0.0.1 for the real AWS SDK client: path-style PutObject,
 * GetObject, HeadObject, DeleteObject and ListObjectsV2 on one bucket, in memory. It answers only
 * requests signed (SigV4) with its access key, and lists `pageSize` objects a page so paging is used.
 * Tests read and age what it holds through `objects`.
 */
export async function startFakeS3({ bucket = "taxlane-test", pageSize = 2, port = 0 } = {}) {
  const accessKeyId = "FAKEACCESSKEY";
  const secretAccessKey = "fake-secret-access-key";
  const objects = new Map<string, FakeObject>();

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const method = request.method ?? "GET";
    const headOnly = method === "HEAD";
    const authorization = request.headers.authorization ?? "";
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      s3Error(response, 403, "InvalidAccessKeyId", headOnly);
      return;
    }
    const [, bucketName, ...rest] = url.pathname.split("/");
    if (bucketName !== bucket) {
      s3Error(response, 404, "NoSuchBucket", headOnly);
      return;
    }
    const key = rest.map((part) => decodeURIComponent(part)).join("/");

    if (key === "" && method === "GET" && url.searchParams.get("list-type") === "2") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const after = url.searchParams.get("continuation-token") ?? "";
      const keys = [...objects.keys()].filter((name) => name.startsWith(prefix) && name > after).sort();
      const page = keys.slice(0, pageSize);
      const truncated = keys.length > page.length;
      const contents = page
        .map((name) => {
          const object = objects.get(name) as FakeObject;
          return `<Contents><Key>${xmlEscape(name)}</Key><LastModified>${object.modifiedAt.toISOString()}</LastModified><ETag>${xmlEscape(etag(object.bytes))}</ETag><Size>${object.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
        })
        .join("");
      const next = truncated
        ? `<NextContinuationToken>${xmlEscape(page.at(-1) ?? "")}</NextContinuationToken>`
        : "";
      xml(
        response,
        200,
        `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
      );
      return;
    }
    if (key === "") {
      s3Error(response, 400, "NotImplemented", headOnly);
      return;
    }
    if (method === "PUT") {
      const bytes = await bodyOf(request);
      objects.set(key, { bytes, modifiedAt: new Date() });
      response.writeHead(200, { etag: etag(bytes) }).end();
      return;
    }
    if (method === "DELETE") {
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    if (method === "GET" || method === "HEAD") {
      const object = objects.get(key);
      if (!object) {
        s3Error(response, 404, "NoSuchKey", headOnly);
        return;
      }
      response.writeHead(200, {
        "content-type": "application/octet-stream",
        "content-length": object.bytes.length,
        etag: etag(object.bytes),
        "last-modified": object.modifiedAt.toUTCString(),
      });
      response.end(headOnly ? undefined : object.bytes);
      return;
    }
    s3Error(response, 405, "MethodNotAllowed", headOnly);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket,
    objects,
    /** The settings that point the API's store at this server. */
    environment: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
