// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";

const SRCSET =
  "https://cdn.example/image/w400h200/banners/a 400w, https://cdn.example/image/w800h400/banners/a 800w";

const IMAGE = {
  src: "https://cdn.example/image/w600h300/banners/a",
  widths: [400, 800],
  width: 600,
  height: 300,
  alt: "Letní výprodej",
};

function imageOf(container: HTMLElement): HTMLImageElement {
  const image = container.querySelector("img");
  if (!image) throw new Error("no <img>");
  return image;
}

describe("ResponsiveImage", () => {
  test("a picture further down waits until it is near and leaves the connection to others", () => {
    const image = imageOf(render(<ResponsiveImage image={IMAGE} />).container);
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("fetchpriority")).toBeNull();
    expect(image.getAttribute("decoding")).toBe("async");
    expect(image.getAttribute("width")).toBe("600");
    expect(image.getAttribute("height")).toBe("300");
  });

  test("the box's width is its size unless the layout says otherwise", () => {
    expect(imageOf(render(<ResponsiveImage image={IMAGE} />).container).sizes).toBe("600px");
    const sized = render(<ResponsiveImage image={IMAGE} sizes="(max-width: 767px) 100vw, 600px" />);
    expect(imageOf(sized.container).sizes).toBe("(max-width: 767px) 100vw, 600px");
    expect(imageOf(sized.container).getAttribute("srcset")).toBe(SRCSET);
  });

  test("the page's first picture is fetched at once, first, and painted with the page", () => {
    const image = imageOf(render(<ResponsiveImage image={IMAGE} priority />).container);
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
    expect(image.getAttribute("decoding")).toBe("sync");
  });

  test("with a media query, other screens get a pixel written into the page", () => {
    const { container } = render(
      <ResponsiveImage image={IMAGE} media="(min-width: 768px)" sizes="100vw" alt="" priority />,
    );
    const source = container.querySelector("picture > source");
    expect(source?.getAttribute("media")).toBe("(min-width: 768px)");
    expect(source?.getAttribute("srcset")).toBe(SRCSET);
    expect(source?.getAttribute("sizes")).toBe("100vw");
    const image = imageOf(container);
    expect(image.getAttribute("src")).toMatch(/^data:image\/gif;base64,/);
    expect(image.hasAttribute("srcset")).toBe(false);
    expect(image.getAttribute("width")).toBe("600");
    expect(image.getAttribute("fetchpriority")).toBe("high");
  });
});
