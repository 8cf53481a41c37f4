import type { ModalFuncProps } from "antd";
import { createContext, useContext } from "react";

/** What opens a confirm dialog (antd's `Modal.confirm`, in the app's theme and language). */
export interface ConfirmDialogs {
  confirm(config: ModalFuncProps): unknown;
}

export const ConfirmDialogContext = createContext<ConfirmDialogs["confirm"] | null>(null);

/** Opens a dialog that asks before an action; its code loads with the first one. */
export function useConfirmDialog(): ConfirmDialogs["confirm"] {
  const confirm = useContext(ConfirmDialogContext);
  if (!confirm) throw new Error("useConfirmDialog needs ConfirmDialogHost above it");
  return confirm;
}
