import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

// A component from its own chunk that can be fetched ahead (a menu entry hovered, an idle moment).
// React.lazy alone always suspends on its first render, even when the chunk is already here, and React
// holds a Suspense boundary's reveal until 300 ms after its fallback showed: fetched ahead, the
// component renders at once, without a fallback; not fetched, it is lazy as before.
export interface Preloadable<P extends object> {
  Component: (props: P) => ReactElement;
  preload(): Promise<unknown>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let ready: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetch = () =>
    (pending ??= load().then(
      (C) => (ready = C),
      (e: unknown) => {
        pending = undefined; // a failed fetch (a deploy, the network) is tried again next time
        throw e;
      },
    ));
  const Lazy = lazy(() => fetch().then((C) => ({ default: C })));
  const Component = (props: P) => createElement((ready ?? Lazy) as ComponentType<P>, props);
  return { Component, preload: () => fetch().catch(() => undefined) };
}
