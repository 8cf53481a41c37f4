import { Modal } from "antd";
import { useEffect } from "react";
import type { ConfirmDialogs } from "./confirm-dialog-context";

/** antd's confirm dialogs, loaded with the first one asked for: its holder, and its API given up. */
export default function ConfirmDialogHolder({ onReady }: { onReady: (dialogs: ConfirmDialogs) => void }) {
  const [dialogs, holder] = Modal.useModal();
  useEffect(() => onReady(dialogs), [dialogs, onReady]);
  return holder;
}
