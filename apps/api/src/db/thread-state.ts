/** How a statement sent to the embedded database's thread is answered. */
export interface Answer {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** A LISTEN made through the proxy: kept there so a new thread listens again. */
export interface Listening {
  channel: string;
  callback: (payload: string) => void;
}

export type State =
  | { kind: "up" }
  /** A thread stopped and another is starting; `ready` settles when it serves, or the database stays down. */
  | { kind: "restarting"; ready: Promise<void>; settle: (error?: Error) => void }
  | { kind: "stopped"; error: Error };

/** The state while a new thread starts: `ready` settles with `settle`. */
export function restarting(): State {
  let settle: (error?: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  // Nobody may be waiting on it; a database that stays down is reported by the statements.
  ready.catch(() => undefined);
  return { kind: "restarting", ready, settle };
}
