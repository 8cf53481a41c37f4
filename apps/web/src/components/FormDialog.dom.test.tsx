import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfigProvider, Form, Input, Radio } from "antd";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-client";
import { renderWithApp } from "../testing/render";
import { FormDialog } from "./FormDialog";

const user = () => userEvent.setup({ delay: null });

interface NoteValues {
  who: "me" | "spouse";
  note: string;
}

/** A page with a button that opens a dialog asking for a note; `error` and `pending` as a call would give them. */
function NotePage({
  onSubmit,
  afterClose,
  error = null,
  pending = false,
}: {
  onSubmit: (values: NoteValues) => void;
  afterClose?: () => void;
  error?: unknown;
  pending?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NoteValues>();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Write a note
      </button>
      <FormDialog<NoteValues>
        open={open}
        title="Write a note"
        form={form}
        initialValues={{ who: "spouse", note: "" }}
        intro={<p>Your professional reads it.</p>}
        submitText="Send note"
        pending={pending}
        error={error}
        errorFields={["note"]}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
        afterClose={afterClose}
      >
        <Form.Item label="Whose" name="who">
          <Radio.Group
            options={[
              { value: "me", label: "Mine" },
              { value: "spouse", label: "My spouse's" },
            ]}
          />
        </Form.Item>
        <Form.Item label="Note" name="note" rules={[{ required: true, message: "Please write the note." }]}>
          <Input />
        </Form.Item>
      </FormDialog>
    </>
  );
}

/** Without antd's animations, which never end in the simulated browser, so the dialog opens and closes at once. */
function show(page: React.ReactElement) {
  return renderWithApp(<ConfigProvider theme={{ token: { motion: false } }}>{page}</ConfigProvider>);
}

async function openDialog(person: ReturnType<typeof user>) {
  await person.click(screen.getByRole("button", { name: "Write a note" }));
  return screen.findByRole("dialog", { name: "Write a note" });
}

describe("the form dialog", () => {
  it("starts on the first field, checks the fields and sends the form on Enter", async () => {
    const onSubmit = vi.fn();
    show(<NotePage onSubmit={onSubmit} />);
    const person = user();
    const dialog = await openDialog(person);
    expect(within(dialog).getByText("Your professional reads it.")).toBeTruthy();
    // The chosen answer stands for its group.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("radio", { name: "My spouse's" })),
    );

    await person.click(within(dialog).getByRole("button", { name: "Send note" }));
    expect(await within(dialog).findByText("Please write the note.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await person.type(within(dialog).getByLabelText("Note"), "Both W-2s are attached.{Enter}");
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ who: "spouse", note: "Both W-2s are attached." }),
    );
  });

  it("closes on Escape and on Cancel, and opens again empty", async () => {
    const afterClose = vi.fn();
    show(<NotePage onSubmit={() => undefined} afterClose={afterClose} />);
    const person = user();
    let dialog = await openDialog(person);
    await person.type(within(dialog).getByLabelText("Note"), "A draft");
    await person.keyboard("{Escape}");
    await waitFor(() => expect(afterClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Write a note" }));

    dialog = await openDialog(person);
    expect((within(dialog).getByLabelText("Note") as HTMLInputElement).value).toBe("");
    await person.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(afterClose).toHaveBeenCalledTimes(2));
  });

  it("shows a refusal in the dialog: on the field it names, the rest above the fields", async () => {
    const error = new ApiError(422, {
      errorMessage: "Check the note.",
      code: "VALIDATION",
      errors: [
        { field: "note", message: "The note is too long." },
        { field: "quoteId", message: "We could not find that tax preparation." },
      ],
    });
    show(<NotePage onSubmit={() => undefined} error={error} />);
    const dialog = await openDialog(user());
    expect(within(dialog).getByRole("alert").textContent).toContain("Check the note.");
    expect(await within(dialog).findByText("The note is too long.")).toBeTruthy();
  });

  it("shows the call under way on the submit button", async () => {
    show(<NotePage onSubmit={() => undefined} pending />);
    const dialog = await openDialog(user());
    const send = within(dialog).getByRole("button", { name: /Send note/ });
    expect(send.className).toContain("ant-btn-loading");
  });
});
