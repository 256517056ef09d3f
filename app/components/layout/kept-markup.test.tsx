// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";

import { PlainCmsLink } from "#app/components/content/cms-link.tsx";
import {
  KeptMarkup,
  keptInnerHtml,
  StaticFrameProvider,
  type StaticFrame,
} from "#app/components/layout/kept-markup.tsx";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

const FRAME: StaticFrame = {
  mainMenu: [
    {
      id: "1",
      title: "Vibrátory",
      link: { href: "/vibratory", external: false },
      children: [],
    },
    {
      id: "2",
      title: "Kontakt",
      link: { href: "https://example.cz/kontakt", external: true, rel: "noopener noreferrer" },
      children: [],
    },
  ],
  topHeaderMenu: [],
  footerMenus: [],
  footer: null,
  sellingPoints: [],
};

function Menu() {
  return (
    <KeptMarkup id="menu" as="nav" label="Hlavní menu" nav>
      {(frame) =>
        frame ? (
          <ul>
            {frame.mainMenu.map((item) => (
              <li key={item.id}>
                <PlainCmsLink link={item.link} nav>
                  {item.title}
                </PlainCmsLink>
              </li>
            ))}
          </ul>
        ) : null
      }
    </KeptMarkup>
  );
}

function stub(frame: { frame: StaticFrame | null } | undefined) {
  const element = (
    <StaticFrameProvider value={frame}>
      <Menu />
    </StaticFrameProvider>
  );
  return createRemixStub([
    { path: "/", Component: () => element },
    {
      path: "/vibratory",
      Component: () => (
        <>
          {element}
          <p>Stránka vibrátorů</p>
        </>
      ),
    },
  ]);
}

/**
 * The server's page in the document, then the browser's hydration of it, which has no
 * frame; answers the menu's markup as the server sent it.
 */
function hydrateAt(path: string): string {
  const Server = stub({ frame: FRAME });
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<Server initialEntries={[path]} />);
  document.body.append(container);
  const sent = container.querySelector("nav")?.innerHTML ?? "";
  const Browser = stub(undefined);
  render(<Browser initialEntries={[path]} />, { container, hydrate: true });
  return sent;
}

describe("markup the server renders once and the browser keeps", () => {
  test("the server renders it from the frame, and nothing without one", () => {
    const Stub = stub({ frame: FRAME });
    const html = renderToStaticMarkup(<Stub initialEntries={["/"]} />);
    expect(html).toContain('<nav id="menu" aria-label="Hlavní menu"><ul><li><a');
    expect(html).toContain('href="/vibratory" data-discover="true"');
    // Without JavaScript too, the current page's link is marked.
    const here = renderToStaticMarkup(<Stub initialEntries={["/vibratory"]} />);
    expect(here).toContain('href="/vibratory" data-discover="true" aria-current="page"');
    const Empty = stub({ frame: null });
    expect(renderToStaticMarkup(<Empty initialEntries={["/"]} />)).toBe("");
  });

  test("the browser keeps the server's markup, and its links navigate within the app", () => {
    const sent = hydrateAt("/");
    expect(screen.getByRole("navigation", { name: "Hlavní menu" }).innerHTML).toBe(sent);

    const link = screen.getByRole("link", { name: "Vibrátory" });
    expect(link.getAttribute("aria-current")).toBeNull();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    return expect(screen.findByText("Stránka vibrátorů")).resolves.toBeTruthy();
  });

  test("a link to another site, or clicked with a modifier, is left to the browser", () => {
    hydrateAt("/");

    const external = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    fireEvent(screen.getByRole("link", { name: "Kontakt" }), external);
    expect(external.defaultPrevented).toBe(false);
    const newTab = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    fireEvent(screen.getByRole("link", { name: "Vibrátory" }), newTab);
    expect(newTab.defaultPrevented).toBe(false);
  });

  test("the current page's menu link is marked after a navigation", async () => {
    hydrateAt("/vibratory");
    await screen.findByText("Stránka vibrátorů");
    expect(screen.getByRole("link", { name: "Vibrátory" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });
});

describe("keptInnerHtml", () => {
  test("writes the markup out only when it is assigned, once, as it was then", () => {
    const element = document.createElement("ul");
    element.innerHTML = "<li>Vibrátor</li>";
    const kept = keptInnerHtml(element);
    // React asks only whether there is markup while it hydrates.
    expect(kept.__html).not.toBeNull();
    const copy = document.createElement("ul");
    copy.innerHTML = kept.__html as string;
    element.innerHTML = "<li>Jiný</li>";
    expect(copy.innerHTML).toBe("<li>Vibrátor</li>");
    expect(String(kept.__html)).toBe("<li>Vibrátor</li>");
  });

  test("a render in the browser without hydration (React recovering) shows the server's markup", () => {
    const Server = stub({ frame: FRAME });
    const sent = document.createElement("div");
    sent.innerHTML = renderToStaticMarkup(<Server initialEntries={["/"]} />);
    document.body.append(sent);
    const Browser = stub(undefined);
    const { container } = render(<Browser initialEntries={["/"]} />);
    expect(container.querySelector("nav")?.innerHTML).toBe(sent.querySelector("nav")?.innerHTML);
    expect(container.querySelector("nav")?.textContent).toContain("Vibrátory");
  });
});
