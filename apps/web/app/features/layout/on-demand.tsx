import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is left out of the first page load and fetched on first use; `preload`
 * starts the download early, e.g. when the pointer reaches the control that opens it.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load());
  const OnDemand = lazy(async () => ({ default: await start() }));
  // A failed download shows when the component renders (MountWhen renders its fallback then).
  return Object.assign(OnDemand, { preload: () => void start().catch(() => undefined) });
}

/**
 * Renders its children from the first time `when` is true (so their code loads then) and keeps
 * them mounted afterwards. Until they have loaded, and if their code cannot be loaded, it renders
 * `fallback` (nothing by default): the page around them keeps working.
 */
export function MountWhen({
  when,
  fallback = null,
  children,
}: {
  when: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [used, setUsed] = useState(when);
  if (when && !used) setUsed(true);
  if (!used) return fallback;
  return (
    <Unavailable fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </Unavailable>
  );
}

class Unavailable extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
