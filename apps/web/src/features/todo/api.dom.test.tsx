import { endpoints } from "@taxlane/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { toDoKey } from "./api";
import { ToDoNavBadge } from "./ToDoNavBadge";

describe("the to-do list kept fresh", () => {
  it("is read again after any change the person makes themselves, and its count shows in the menu", async () => {
    let reads = 0;
    server.use(
      answer(endpoints.user.getToDo, () => {
        reads += 1;
        return { items: [], counts: { total: reads === 1 ? 2 : 1, byKind: {} } };
      }),
    );
    const { queryClient } = renderWithApp(<ToDoNavBadge />);
    expect(await screen.findByText(", 2 things wait for you")).toBeTruthy();

    // An upload, a signature, a choice: any mutation that succeeds.
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.resolve("done") })
      .execute(undefined);
    await vi.waitFor(() => expect(reads).toBe(2));
    expect(await screen.findByText(", 1 thing waits for you")).toBeTruthy();
    expect(queryClient.getQueryState(toDoKey)?.status).toBe("success");
  });
});
