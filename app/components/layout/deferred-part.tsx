import { createElement, Suspense, type ComponentType, type ReactNode } from "react";

const preloads = new Map<string, () => Promise<void>>();

/**
 * A part of the page that few pages show (an error page, a cross-sell row), kept out of
 * the scripts every page loads: its module comes when a render first needs it. The server
 * renders it in full, as any other part. A page whose server markup holds the part loads
 * its module before hydrating (`preloadDeferredParts`), so hydration never waits on it and
 * the shopper never sees the part blink.
 *
 * The part renders inside its mark (`DeferredMark`), by which the browser finds it in the
 * server's markup.
 */
export function deferredPart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = deferredComponent(name, load);
  function Part(props: Props) {
    return (
      <DeferredMark name={name}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </DeferredMark>
    );
  }
  Part.displayName = `Deferred(${name})`;
  return Part;
}

/**
 * A deferred part's component without a boundary of its own: until its module is here a
 * render suspends up to the nearest one. Inside a navigation (a transition) the page
 * then stays as it was until the module has come, where a boundary of its own would show
 * nothing for that moment. Render it inside its `DeferredMark`.
 */
export function deferredComponent<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let component: ComponentType<Props> | null = null;
  let failure: unknown = null;
  let loading: Promise<void> | null = null;
  function preload(): Promise<void> {
    loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      // Thrown from the render below, to the error boundary and the chunk-reload guard.
      (error: unknown) => {
        failure = error;
      },
    );
    return loading;
  }
  preloads.set(name, preload);

  function Loaded(props: Props) {
    if (failure !== null) throw failure;
    // Suspense: React renders this again once the module is here.
    if (component === null) throw preload();
    return createElement(component, props);
  }
  Loaded.displayName = `Loaded(${name})`;
  return Loaded;
}

/**
 * The element a deferred part renders in (laid out as its children, `display: contents`).
 * An empty name marks a place whose markup needs no module (a kept list, decision 068),
 * so that the server's markup and the browser's render have the same shape.
 */
export function DeferredMark({ name, children }: { name: string; children: ReactNode }) {
  return <div data-deferred={name}>{children}</div>;
}

/** Starts loading a deferred part's module ahead of a render that will need it. */
export function preloadDeferredPart(name: string): void {
  void preloads.get(name)?.();
}

/**
 * Loads every deferred part known so far: a render after it never waits, as on a server
 * that has rendered each part once (component tests render this way).
 */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all(Array.from(preloads.values(), (preload) => preload()));
}

/**
 * Loads the module of every deferred part the server rendered into `root`. Parts are known
 * once the route modules defining them have run, which Remix does before the entry.
 */
export function preloadDeferredParts(root: ParentNode): Promise<unknown> {
  const names = new Set(
    Array.from(root.querySelectorAll<HTMLElement>("[data-deferred]"), (element) =>
      String(element.dataset.deferred),
    ),
  );
  return Promise.all(Array.from(names, (name) => preloads.get(name)?.()));
}
