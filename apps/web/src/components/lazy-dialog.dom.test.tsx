import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lazyDialog } from "./lazy-dialog";

function NoteDialog({ open }: { open: boolean }) {
  return <div role="dialog" aria-label="Note" hidden={!open} />;
}

describe("lazyDialog", () => {
  it("loads the dialog when it first opens and keeps it mounted once closed", async () => {
    let loads = 0;
    const LazyNote = lazyDialog(async () => {
      loads += 1;
      return NoteDialog;
    });
    const { rerender } = render(<LazyNote open={false} />);
    expect(loads).toBe(0);
    expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();

    rerender(<LazyNote open />);
    expect((await screen.findByRole("dialog", { name: "Note" })).hidden).toBe(false);

    rerender(<LazyNote open={false} />);
    expect(screen.getByRole("dialog", { hidden: true }).hidden).toBe(true);
    expect(loads).toBe(1);
  });

  it("opens on what `isOpen` reads when the dialog has no open prop", async () => {
    const LazyNote = lazyDialog(
      async () =>
        function TopicDialog({ topic }: { topic: string | null }) {
          return <div role="dialog" aria-label={topic ?? "Closed"} hidden={topic === null} />;
        },
      (props) => props.topic !== null,
    );
    const { rerender } = render(<LazyNote topic={null} />);
    expect(screen.queryByRole("dialog", { hidden: true })).toBeNull();
    rerender(<LazyNote topic="Refund" />);
    expect((await screen.findByRole("dialog", { name: "Refund" })).hidden).toBe(false);
  });
});
