import { setLanguageSource } from "@taxlane/contract/i18n/language-source";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "./msw-server";

// antd reads the screen's width through matchMedia (Grid.useBreakpoint); the tests see a wide screen.
if (typeof window.matchMedia !== "function" || window.matchMedia("(min-width: 0px)").matches !== true) {
  window.matchMedia = (query: string) =>
    ({
      matches: !/max-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// A test waits for what the page shows; on a busy machine antd's first render of a page can take
// seconds, so the ceiling is generous (it costs a passing test nothing).
configure({ asyncUtilTimeout: 10_000 });

// The files share their modules, so the language is pinned rather than read from whatever one file
// left in storage; a file that speaks Spanish sets it and puts English back.
setLanguageSource(() => "en");

// A call the test did not answer fails the test rather than reaching a real server.
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
