import type { ModalFuncProps } from "antd";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { ConfirmDialogContext, type ConfirmDialogs } from "./confirm-dialog-context";

const ConfirmDialogHolder = lazy(() => import("./ConfirmDialogHolder"));

/**
 * Gives the pages confirm dialogs without putting antd's Modal in every page's first load (decision
 * 0322): the dialogs' code loads with the first dialog asked for, which opens once it is there.
 */
export function ConfirmDialogHost({ children }: { children: ReactNode }) {
  const [dialogs, setDialogs] = useState<ConfirmDialogs | null>(null);
  const [wanted, setWanted] = useState(false);
  const waiting = useRef<ModalFuncProps[]>([]);
  const confirm = useCallback(
    (config: ModalFuncProps) => {
      if (dialogs) return dialogs.confirm(config);
      waiting.current.push(config);
      setWanted(true);
      return undefined;
    },
    [dialogs],
  );
  useEffect(() => {
    if (!dialogs) return;
    for (const config of waiting.current.splice(0)) dialogs.confirm(config);
  }, [dialogs]);
  return (
    <ConfirmDialogContext.Provider value={confirm}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ConfirmDialogHolder onReady={setDialogs} />
        </Suspense>
      )}
    </ConfirmDialogContext.Provider>
  );
}
