import { createServer, type Server, type Socket } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A minimal SMTP server on a loopback port that keeps what it receives, so the mailer's SMTP path
 * is exercised over a real connection. The first `refuseFirst` messages are turned away with a
 * temporary failure (451), as a busy server would.
 */
export async function startSmtpSink({ refuseFirst = 0 } = {}): Promise<{
  url: string;
  received: ReceivedMail[];
  /** How many messages were turned away. */
  readonly refused: number;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let refused = 0;
  const server: Server = createServer((socket: Socket) => {
    let buffer = "";
    let current: ReceivedMail = { from: "", to: [], data: "" };
    let readingData = false;
    socket.write("220 sink ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      while (true) {
        if (readingData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          readingData = false;
          received.push(current);
          current = { from: "", to: [], data: "" };
          socket.write("250 queued\r\n");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 sink\r\n");
        else if (verb === "MAIL" && refused < refuseFirst) {
          refused += 1;
          socket.write("451 4.3.0 try again later\r\n");
        } else if (verb === "MAIL") {
          current.from = line.slice(10).trim();
          socket.write("250 ok\r\n");
        } else if (verb === "RCPT") {
          current.to.push(line.slice(8).trim());
          socket.write("250 ok\r\n");
        } else if (verb === "DATA") {
          readingData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") {
          socket.end("221 bye\r\n");
        } else socket.write("250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("SMTP sink has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    get refused() {
      return refused;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
