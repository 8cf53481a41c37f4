import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/** How long the tab keeps asking for a payment it came back for before saying it is slow. */
const CONFIRM_FOR_MS = 30_000;
const ASK_EVERY_MS = 1_500;

/**
 * The payment the page came back from the checkout for (`?payment=<id>`), and how often to read the
 * billing again while it is not shown yet: every 1.5 s for half a minute, then no more.
 */
export function usePaymentReturn(): { paymentId: number | null; waitedLong: boolean } {
  const [params] = useSearchParams();
  const raw = Number(params.get("payment"));
  const paymentId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    if (paymentId === null) return;
    setWaitedLong(false);
    const timer = setTimeout(() => setWaitedLong(true), CONFIRM_FOR_MS);
    return () => clearTimeout(timer);
  }, [paymentId]);
  return { paymentId, waitedLong };
}

/** The billing's refetch interval while a returned-for payment is not in it yet. */
export const confirmingInterval = (shown: boolean, waitedLong: boolean): number | false =>
  shown || waitedLong ? false : ASK_EVERY_MS;
