import { type RefObject, useEffect, useId, useRef, useState } from "react";

interface DisclosureOptions {
  /** Clicking outside this element closes the panel. */
  closeOnOutsideOf?: RefObject<HTMLElement | null>;
  /**
   * For a panel inside another disclosure (the person menu inside the phone menu): Escape closes
   * only this one.
   */
  nested?: boolean;
}

/**
 * A button that shows and hides a panel: open state, the ids for aria-controls, and Escape closing
 * the panel with focus back on the button.
 */
export function useDisclosure({ closeOnOutsideOf, nested = false }: DisclosureOptions = {}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (nested) event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const container = closeOnOutsideOf?.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) setOpen(false);
    };
    // A nested panel listens in the capture phase so it hears Escape before the panel around it.
    document.addEventListener("keydown", onKey, nested);
    if (closeOnOutsideOf) document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey, nested);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, nested, closeOnOutsideOf]);

  return {
    open,
    close: () => setOpen(false),
    toggle: () => setOpen((value) => !value),
    buttonRef,
    panelId,
  };
}
