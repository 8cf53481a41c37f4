import { AsyncLocalStorage } from "node:async_hooks";

const arrivals = new AsyncLocalStorage<number>();

/**
 * Runs `work` (a request, and every statement it sends) as having arrived at `arrivedAt`
 * (performance.now()): the embedded database takes the statements of earlier arrivals first.
 */
export function inArrivalOrder(arrivedAt: number, work: () => void): void {
  arrivals.run(arrivedAt, work);
}

/** When the work sending a statement arrived: its request's arrival, or now for work of no request. */
export function arrivalOfCurrentWork(): number {
  return arrivals.getStore() ?? performance.now();
}
