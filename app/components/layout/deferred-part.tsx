import { createElement, Suspense, type ComponentType } from "react";

const preloads = new Map<string, () => Promise<void>>();

/**
 * A part of the page that few pages show (an error page, a cross-sell row), kept out of
 * the scripts every page loads: its module comes when a render first needs it. The server
 * renders it in full, as any other part. A page whose server markup holds the part loads
 * its module before hydrating (`preloadDeferredParts`), so hydration never waits on it and
 * the shopper never sees the part blink.
 *
 * The part renders inside an element marked `data-deferred` (laid out as its children,
 * `display: contents`), by which the browser finds it in the server's markup.
 */
export function deferredPart<Props extends object>(
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
  function Part(props: Props) {
    return (
      <div data-deferred={name}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  }
  Part.displayName = `Deferred(${name})`;
  return Part;
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
