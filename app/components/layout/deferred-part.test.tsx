// @vitest-environment jsdom
import { PassThrough } from "node:stream";

import { act, render, screen } from "@testing-library/react";
import {
  Component,
  startTransition,
  Suspense,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";

import {
  deferredComponent,
  DeferredMark,
  deferredPart,
  preloadDeferredParts,
} from "#app/components/layout/deferred-part.tsx";

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

function Greeting({ name }: { name: string }) {
  return <p>Dobrý den, {name}</p>;
}

/** The whole document as the shop's server sends it: after every part has loaded. */
function renderOnServer(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const body = new PassThrough();
        let html = "";
        body.on("data", (chunk: Buffer) => (html += chunk.toString()));
        body.on("end", () => resolve(html));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

describe("a deferred part", () => {
  test("is in the server's markup in full, marked for the browser", async () => {
    const Part = deferredPart("greeting-server", async () => Greeting);
    const html = await renderOnServer(<Part name="Jano" />);
    expect(html).toContain('data-deferred="greeting-server"');
    expect(html).toContain("Dobrý den, <!-- -->Jano");
  });

  test("loads its module only when a render needs it, then shows", async () => {
    const load = vi.fn(async () => Greeting);
    const Part = deferredPart("greeting-render", load);
    expect(load).not.toHaveBeenCalled();
    render(<Part name="Eva" />);
    expect(await screen.findByText("Dobrý den, Eva")).toBeDefined();
    expect(load).toHaveBeenCalledOnce();
  });

  test("is loaded before hydration when the server rendered it, and only then", async () => {
    const rendered = vi.fn(async () => Greeting);
    const absent = vi.fn(async () => Greeting);
    deferredPart("in-page", rendered);
    deferredPart("not-in-page", absent);
    document.body.innerHTML = '<main><div data-deferred="in-page"><p>…</p></div></main>';
    await preloadDeferredParts(document);
    expect(rendered).toHaveBeenCalledOnce();
    expect(absent).not.toHaveBeenCalled();
  });

  test("a module that fails to load reaches the error boundary", async () => {
    const Part = deferredPart<{ name: string }>("broken", () =>
      Promise.reject(new Error("Failed to fetch dynamically imported module")),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Boundary>
        <Part name="Petr" />
      </Boundary>,
    );
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Failed to fetch dynamically imported module",
    );
  });

  test("a place whose markup needs no module is marked with no name, and loads nothing", async () => {
    const load = vi.fn(async () => Greeting);
    deferredComponent("kept-elsewhere", load);
    const html = await renderOnServer(
      <DeferredMark name="">
        <p>…</p>
      </DeferredMark>,
    );
    document.body.innerHTML = html;
    await preloadDeferredParts(document);
    expect(html).toContain('data-deferred=""');
    expect(load).not.toHaveBeenCalled();
  });
});

describe("a deferred component, without a boundary of its own", () => {
  test("inside a navigation the page stays as it was until the module has come", async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const Loaded = deferredComponent(
      "greeting-navigation",
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
    );
    function Page() {
      const [next, setNext] = useState(false);
      return next ? (
        <Loaded name="Eva" />
      ) : (
        <button type="button" onClick={() => startTransition(() => setNext(true))}>
          Předchozí stránka
        </button>
      );
    }
    render(
      <Suspense fallback={<p>Načítá se</p>}>
        <Page />
      </Suspense>,
    );
    act(() => screen.getByRole("button").click());
    expect(screen.getByText("Předchozí stránka")).toBeDefined();
    expect(screen.queryByText("Načítá se")).toBeNull();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText("Dobrý den, Eva")).toBeDefined();
  });
});
