// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";

import { useEarlyTicks } from "#app/utils/use-early-input.ts";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

function Filters({ take }: { take: (form: HTMLFormElement) => void }): ReactElement {
  const form = useRef<HTMLFormElement>(null);
  useEarlyTicks(form, take);
  return (
    <form ref={form} aria-label="Filtry">
      <label>
        <input type="checkbox" name="p1" value="1001" defaultChecked={false} /> Růžová
      </label>
      <label>
        <input type="checkbox" name="stock" value="1" defaultChecked /> Jen skladem
      </label>
      <label>
        Cena od <input type="number" name="price_from" defaultValue="" />
      </label>
    </form>
  );
}

/** The server's markup, changed by the shopper, then made interactive. */
async function hydrateAfter(take: (form: HTMLFormElement) => void, shopper: () => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Filters take={() => undefined} />);
  document.body.append(container);
  shopper();
  await act(async () => {
    render(<Filters take={take} />, { container, hydrate: true });
  });
}

describe("useEarlyTicks", () => {
  test("a box ticked before the page became interactive hands the form over, once", async () => {
    const take = vi.fn();
    await hydrateAfter(take, () => {
      screen.getByLabelText<HTMLInputElement>("Růžová").checked = true;
    });
    expect(take).toHaveBeenCalledOnce();
    expect(take.mock.calls[0]?.[0]).toBe(screen.getByRole("form", { name: "Filtry" }));
  });

  test("so does a box unticked", async () => {
    const take = vi.fn();
    await hydrateAfter(take, () => {
      screen.getByLabelText<HTMLInputElement>("Jen skladem").checked = false;
    });
    expect(take).toHaveBeenCalledOnce();
  });

  test("an untouched form, or one with a price half typed, is left alone", async () => {
    const take = vi.fn();
    await hydrateAfter(take, () => {
      screen.getByLabelText<HTMLInputElement>("Cena od").value = "5";
    });
    expect(take).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Cena od")).toHaveProperty("value", "5");
  });
});
