import { describe, expect, it } from "vitest";
import { opensAppShell } from "./worker-routes";

describe("the navigations the service worker answers with the app", () => {
  it("opens the signed-in areas and the installed app's start from its precache", () => {
    for (const path of [
      "/app",
      "/user/todo",
      "/user/messages",
      "/expert/tax_preparation/12",
      "/admin",
      "/organizer/individual/3",
    ]) {
      expect(opensAppShell(path), path).toBe(true);
    }
  });

  it("leaves the public pages, the API, files and e-mail links to the server", () => {
    for (const path of [
      "/",
      "/blogs/12",
      "/experts",
      "/expert",
      "/api/User/GetToDo",
      "/api/files/3",
      "/files/3",
      "/unsubscribe",
      "/newsletter/unsubscribe",
      "/sitemap.xml",
      "/user/report.pdf",
      "/chat",
    ]) {
      expect(opensAppShell(path), path).toBe(false);
    }
  });
});
