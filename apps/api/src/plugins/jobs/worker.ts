import type PgBoss from "pg-boss";

/** What a queue's jobs carry and what is done with each. */
export type JobHandler = (data: unknown) => Promise<void>;

/**
 * One queue's polling loop, one job at a time. Unlike pg-boss's own `work`, stopping waits for the
 * fetch in flight as well as the job in hand, so nothing runs after the app closed.
 */
export class QueueWorker {
  private stopping = false;
  /** Set by a nudge that came while a job or fetch was under way: look again before pausing. */
  private nudged = false;
  private wake: (() => void) | undefined;
  private loop: Promise<void> | undefined;
  private working = false;

  constructor(
    private readonly boss: PgBoss,
    readonly queue: string,
    private readonly handler: JobHandler,
    private readonly pollingMs: number,
    private readonly onError: (error: unknown, queue: string) => void,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Whether a fetch or a job is under way. */
  get busy(): boolean {
    return this.working;
  }

  /** Looks for work now instead of at the next poll. */
  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let worked = false;
      this.working = true;
      try {
        worked = await this.workOne();
      } catch (error) {
        this.onError(error, this.queue);
      } finally {
        this.working = false;
      }
      if (worked || this.stopping) continue;
      if (this.nudged) this.nudged = false;
      else await this.pause();
    }
  }

  private async workOne(): Promise<boolean> {
    const [job] = await this.boss.fetch<unknown>(this.queue);
    if (!job) return false;
    try {
      await this.handler(job.data);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // pg-boss schedules the retry (with backoff) or, past the limit, keeps the job as failed.
      await this.boss.fail(this.queue, job.id, { message });
      this.onError(error, this.queue);
      return true;
    }
    await this.boss.complete(this.queue, job.id);
    return true;
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        this.nudged = false;
        resolve();
      };
      // The server keeps the process alive; an idle worker must not (an app that failed to start).
      const timer = setTimeout(done, this.pollingMs).unref();
      this.wake = done;
    });
  }
}
