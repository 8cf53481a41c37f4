import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

/**
 * A dialog whose code (its form, antd's Form and Modal, often a schema) loads when it first opens
 * rather than with the page that offers it. Once opened it stays mounted, so closing it plays the
 * dialog's own closing motion and a second opening shows at once.
 */
export function lazyDialog<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): (props: Props) => ReactNode {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
