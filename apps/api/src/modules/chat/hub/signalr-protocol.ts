/**
 * The pieces of SignalR's JSON hub protocol the existing client speaks: text records ending in the
 * record separator, a handshake, invocations, completions, pings and close.
 * https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md
 */
import { z } from "zod";

export const RECORD_SEPARATOR = "\x1e";

export const MessageType = {
  invocation: 1,
  completion: 3,
  ping: 6,
  close: 7,
} as const;

export const handshakeSchema = z.object({ protocol: z.string(), version: z.number() });

export const invocationSchema = z.object({
  type: z.literal(MessageType.invocation),
  invocationId: z.string().optional(),
  target: z.string(),
  arguments: z.array(z.unknown()).default([]),
});
export type Invocation = z.infer<typeof invocationSchema>;

/** One record on the wire. */
export const record = (message: object) => `${JSON.stringify(message)}${RECORD_SEPARATOR}`;

/**
 * Splits incoming text into complete records; what follows the last separator is kept for the next
 * frame (a record may arrive in pieces).
 */
export function splitRecords(buffered: string): { records: string[]; rest: string } {
  const parts = buffered.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? "";
  return { records: parts.filter((part) => part.length > 0), rest };
}

/** The answer to an invocation that asked for one: done, or the error the client's promise rejects with. */
export const completion = (invocationId: string, error?: string) =>
  record(
    error === undefined
      ? { type: MessageType.completion, invocationId, result: null }
      : { type: MessageType.completion, invocationId, error },
  );
