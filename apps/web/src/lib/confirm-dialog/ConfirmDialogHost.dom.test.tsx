import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../testing/render";
import { useConfirmDialog } from "./confirm-dialog-context";

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const confirm = useConfirmDialog();
  return (
    <button
      type="button"
      onClick={() =>
        confirm({ title: `Remove ${name}?`, okText: "Remove", cancelText: "Keep", onOk: onRemove })
      }
    >
      Remove {name}
    </button>
  );
}

describe("confirm dialogs loaded with the first one", () => {
  it("opens the first dialog once its code is there, and the next at once", async () => {
    const onRemove = vi.fn();
    renderWithApp(
      <>
        <RemoveButton name="the W-2" onRemove={() => onRemove("W-2")} />
        <RemoveButton name="the 1099" onRemove={() => onRemove("1099")} />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove the W-2" }));
    expect(await screen.findByRole("dialog", { name: "Remove the W-2?" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith("W-2"));

    await userEvent.click(screen.getByRole("button", { name: "Remove the 1099" }));
    // antd names every dialog by one id under test, so the newest is found by its text.
    const second = await waitFor(() => {
      const newest = screen.getAllByRole("dialog").at(-1);
      expect(newest?.textContent).toContain("Remove the 1099?");
      return newest as HTMLElement;
    });
    await userEvent.click(within(second).getByRole("button", { name: "Keep" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
