import { describe, expect, it } from "vitest";
import { routesSource } from "./routes-source";
import { endpoints } from "./table";

describe("routes.gen.ts", () => {
  // `npm run routes` runs this test with `-u`, which writes the file instead of failing.
  it("is the routes of the endpoint table as they are now (else run `npm run routes`)", async () => {
    await expect(routesSource(endpoints)).toMatchFileSnapshot("./routes.gen.ts");
  });
});
