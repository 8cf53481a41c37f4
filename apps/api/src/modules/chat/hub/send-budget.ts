/**
 * How many `SendMessage` signals one hub socket may make: a burst of `burst`, then `perSecond`
 * (a token bucket). The existing client signals once per message it sends; a socket signalling
 * faster is not a person typing, and each signal reaches every API process through the database.
 */
export function createSendBudget(options: { burst: number; perSecond: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  let tokens = options.burst;
  let since = now();
  return {
    /** Takes one signal from the budget; false when it is spent for now. */
    take(): boolean {
      const at = now();
      tokens = Math.min(options.burst, tokens + ((at - since) / 1000) * options.perSecond);
      since = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
