import { type Browser, chromium } from "@playwright/test";
import { journeyChromiumArgs, journeyChromiumPath } from "../../e2e/support/chromium-path";

/**
 * Chromium as the journeys start it: Debian's headless shell where installed, else CHROMIUM_PATH or
 * the full browser. `extraArgs` for a bench's own needs (a certificate made for the run).
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: journeyChromiumPath(),
    args: [...journeyChromiumArgs, ...extraArgs],
  });
}
