import { useEffect, useState } from "react";

/** How long after a code was mailed another can be asked for (the server allows one a minute). */
export const RESEND_COOLDOWN_MS = 60_000;

/** Whole seconds left until `until` (ms since the epoch), never below 0. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Seconds left until `until`, ticking once a second until it reaches 0. */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return secondsLeft(until, now);
}
