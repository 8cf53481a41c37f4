export { ConfirmDialogHost } from "./ConfirmDialogHost";
export { type ConfirmDialogs, useConfirmDialog } from "./confirm-dialog-context";
