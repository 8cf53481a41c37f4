/**
 * The one timer that takes the embedded database's thread as hung: it has had work in hand and sent
 * nothing back for `seconds` (0: never). Left to lapse when the work is done, not cleared per answer.
 */
export class StallWatchdog {
  readonly #seconds: number;
  /** Whether the thread is to be watched now: serving, with work in hand. */
  readonly #watching: () => boolean;
  /** Called once the thread has been silent `seconds` with work in hand. */
  readonly #onHung: () => void;
  /** When the running thread last sent anything, or work went to it while it had none (ms, monotonic). */
  #heardAt = 0;
  #timer: NodeJS.Timeout | null = null;

  constructor(seconds: number, watching: () => boolean, onHung: () => void) {
    this.#seconds = seconds;
    this.#watching = watching;
    this.#onHung = onHung;
  }

  get seconds(): number {
    return this.#seconds;
  }

  /** The thread sent something, or got work while it had none (its silence then was no stall). */
  heard(): void {
    this.#heardAt = performance.now();
  }

  /** Arms the timer, unless off or armed already. */
  arm(): void {
    if (this.#seconds === 0 || this.#timer) return;
    this.#timer = setTimeout(() => this.#check(), this.#seconds * 1000).unref();
  }

  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  /** The timer ran out: the thread hung if it has work and has been silent all along. */
  #check(): void {
    this.#timer = null;
    // Restarting since: the new thread is watched once it serves (its first statement arms this again).
    if (!this.#watching()) return;
    const silentFor = performance.now() - this.#heardAt;
    const limit = this.#seconds * 1000;
    if (silentFor < limit) {
      this.#timer = setTimeout(() => this.#check(), limit - silentFor).unref();
      return;
    }
    this.#onHung();
  }
}
