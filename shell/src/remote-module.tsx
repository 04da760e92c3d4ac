import { Component, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { loadExposed } from './remotes';

class RemoteBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`Remote ${this.props.name} failed to load`, error);
  }
  override render() {
    if (this.state.failed) {
      return (
        <Result
          status="warning"
          title="This part of the console is unavailable right now."
          subTitle="The rest of the console still works. Try again in a moment."
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              Try again
            </Button>
          }
          data-testid="remote-fallback"
        />
      );
    }
    return this.props.children;
  }
}

/** Renders a module a remote exposes, with a loading state and an error fallback around it. */
export function RemoteModule<P extends object>({
  remote,
  exposed,
  props,
}: {
  remote: string;
  exposed: string;
  props?: P;
}) {
  const Lazy = useMemo(
    () =>
      lazy(async () => ({
        default: (await loadExposed<{ default: ComponentType<P> }>(remote, exposed)).default,
      })),
    [remote, exposed],
  );
  return (
    <RemoteBoundary name={`${remote}/${exposed}`}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <Lazy {...((props ?? {}) as P)} />
      </Suspense>
    </RemoteBoundary>
  );
}
