/**
 * Statements of no transaction sent to the thread and not yet answered, at most: one running, one
 * ready behind it so the thread does not wait for this one between them. The others wait in the
 * queue, oldest request first.
 */
const SENT_AT_ONCE = 2;

export interface Waiting {
  arrivedAt: number;
  order: number;
  send: () => void;
  reject: (error: Error) => void;
}

/**
 * The embedded database's statements of no transaction waiting to be sent, oldest arrival first
 * (then in sending order), and how many of them the thread has in hand (at most SENT_AT_ONCE).
 */
export class ArrivalQueue {
  readonly #waiting: Waiting[] = [];
  #sent = 0;

  /** Places `waiting` after every earlier (or equal, sent before) arrival. */
  add(waiting: Waiting): void {
    const queue = this.#waiting;
    // Binary search for the place after every earlier (or equal, sent before) arrival.
    let low = 0;
    let high = queue.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = queue[middle];
      if (
        other &&
        (other.arrivedAt < waiting.arrivedAt ||
          (other.arrivedAt === waiting.arrivedAt && other.order < waiting.order))
      ) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    queue.splice(low, 0, waiting);
  }

  /** A statement went to the thread. */
  sent(): void {
    this.#sent += 1;
  }

  /** A statement sent was answered. */
  answered(): void {
    this.#sent -= 1;
  }

  /** Sends the oldest waiting statements while fewer than SENT_AT_ONCE are in hand. */
  sendOldest(): void {
    while (this.#sent < SENT_AT_ONCE && this.#waiting.length > 0) this.#waiting.shift()?.send();
  }

  /** Fails every waiting statement with `error`. */
  rejectAll(error: Error): void {
    for (const waiting of this.#waiting.splice(0)) waiting.reject(error);
  }
}
