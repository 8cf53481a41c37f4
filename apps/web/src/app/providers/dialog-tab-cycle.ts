const CANDIDATES = "a[href], button, input, select, textarea, [tabindex]";

/** Of a set of radio buttons, only the checked one (or the first, when none is) is a Tab stop. */
function isRadioStop(element: HTMLElement, root: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== "radio" || element.name === "") return true;
  const group = [
    ...root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`),
  ];
  return element === (group.find((radio) => radio.checked) ?? group[0]);
}

/** The places Tab stops at inside `root`, in order (no positive tabindex is used in the app). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(":disabled") &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== "hidden" &&
      isRadioStop(element, root),
  );
}

/**
 * Tab on a modal dialog's last stop goes to its first, and Shift+Tab on its first to its last.
 * antd's dialogs and drawers sit at the end of the page: Tab on their last control left the page
 * for the browser's own controls (focus on nothing, the page's `<body>`), and only the Tab after
 * that came back to the dialog.
 */
export function keepTabInDialog(event: KeyboardEvent): void {
  if (event.key !== "Tab" || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return;
  const dialog = active.closest<HTMLElement>('[role="dialog"][aria-modal="true"]');
  if (dialog === null) return;
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (first === undefined || last === undefined) return;
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  }
}
