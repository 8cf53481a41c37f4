import type { IncomingHttpHeaders } from "node:http";
import type { AppConfig } from "../../config";
import { hasLoopbackPublicUrl, isLoopbackAddress, isLoopbackHostHeader } from "../../lib/loopback";

/**
 * The mailbox exists only while mail goes to files, and then when asked for (DEV_MAILBOX=true)
 * or, left unset, outside production on a server not published under another name (`PUBLIC_URL`
 * on this machine). With an SMTP server there is never one.
 */
export function devMailboxEnabled(
  config: Pick<AppConfig, "smtpUrl" | "devMailbox" | "env" | "publicUrl">,
): boolean {
  if (config.smtpUrl !== undefined) return false;
  return config.devMailbox ?? (config.env !== "production" && hasLoopbackPublicUrl(config));
}

const forwardingHeaders = ["forwarded", "x-forwarded-for", "x-real-ip"] as const;

/**
 * A call made on this machine, to this machine: the TCP peer itself is loopback (never the
 * forwarded address, which a caller writes), no proxy says it passed the call on (a proxy on this
 * machine makes every caller look local), and the Host names this machine (so a page whose name
 * was rebound to 127.0.0.1 cannot read it from a browser).
 */
export function isLocalRequest(request: {
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
}): boolean {
  return (
    isLoopbackAddress(request.remoteAddress) &&
    forwardingHeaders.every((name) => request.headers[name] === undefined) &&
    isLoopbackHostHeader(request.headers.host)
  );
}
