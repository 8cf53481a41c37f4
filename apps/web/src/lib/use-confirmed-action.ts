import { common } from "@taxlane/contract/i18n/local/common";
import { App } from "antd";
import { useState } from "react";
import { useConfirmDialog } from "./confirm-dialog";
import { problemText } from "./problem-text";

export interface ConfirmDialog {
  title: string;
  /** What will happen, in plain words. */
  content: string;
  okText: string;
  /** Said once the action is done. */
  doneText: string;
  danger?: boolean;
}

/**
 * Asks before an action that cannot be taken back, runs it from the dialog (whose button spins
 * meanwhile) and keeps the server's refusal in `problem` for the page to show beside the thing.
 */
export function useConfirmedAction<T>(run: (value: T) => Promise<unknown>) {
  const { message } = App.useApp();
  const confirm = useConfirmDialog();
  const [problem, setProblem] = useState<string | null>(null);

  const ask = (value: T, dialog: ConfirmDialog) => {
    confirm({
      title: dialog.title,
      content: dialog.content,
      okText: dialog.okText,
      cancelText: common.cancel,
      okButtonProps: { danger: dialog.danger },
      onOk: async () => {
        setProblem(null);
        try {
          await run(value);
          void message.success(dialog.doneText);
        } catch (error) {
          setProblem(problemText(error));
        }
      },
    });
  };

  return { ask, problem, clearProblem: () => setProblem(null) };
}
