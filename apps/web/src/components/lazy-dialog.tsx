import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

type LazyDialog<Props> = (props: Props) => ReactNode;

/**
 * A dialog whose code (its form, antd's Form and Modal, often a schema) loads when it first opens
 * rather than with the page that offers it. Once opened it stays mounted, so closing it plays the
 * dialog's own closing motion and a second opening shows at once. It is open when its `open` prop
 * is, or, for a dialog that opens on something else (a review's target), when `isOpen` says.
 */
export function lazyDialog<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): LazyDialog<Props>;
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): LazyDialog<Props>;
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean = (props) => "open" in props && props.open === true,
): LazyDialog<Props> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: Props) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
