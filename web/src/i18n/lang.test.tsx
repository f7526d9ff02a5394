import { FluentBundle, FluentResource } from "@fluent/bundle";
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BUNDLES } from "./catalogs";
import { t } from "./format";
import { currentLang, initialLang, LANG_KEY, resetLang, setLang, useLang } from "./lang";
import { LangMenu } from "./LangMenu";

// A second language for these tests (the real German catalog may not exist
// yet): one test message in each.
let addedDe = false;
beforeAll(() => {
  BUNDLES.get("en")!.addResource(new FluentResource("test-greeting = Good evening\n"));
  if (!BUNDLES.has("de")) {
    BUNDLES.set("de", new FluentBundle("de", { useIsolating: false }));
    addedDe = true;
  }
  BUNDLES.get("de")!.addResource(new FluentResource("test-greeting = Guten Abend\n"), { allowOverrides: true });
});
afterAll(() => {
  if (addedDe) BUNDLES.delete("de");
  localStorage.clear();
  resetLang();
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.body.innerHTML = "";
});

function browserLanguages(langs: string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(langs);
}

describe("the starting language", () => {
  it("is the first browser language whose primary subtag is offered", () => {
    browserLanguages(["pt-BR", "de-AT", "en-US"]);
    expect(initialLang()).toBe("de");
    browserLanguages(["en-GB", "de"]);
    expect(initialLang()).toBe("en");
  });

  it("is English when no browser language is offered", () => {
    browserLanguages(["pt-BR", "ja"]);
    expect(initialLang()).toBe("en");
  });

  it("is the menu's stored choice before the browser's languages", () => {
    browserLanguages(["de-DE"]);
    localStorage.setItem(LANG_KEY, "en");
    expect(initialLang()).toBe("en");
    localStorage.setItem(LANG_KEY, "xx");
    expect(initialLang()).toBe("de");
  });
});

describe("switching", () => {
  it("remembers the choice, sets the page's lang and ignores unknown codes", () => {
    setLang("de");
    expect(currentLang()).toBe("de");
    expect(localStorage.getItem(LANG_KEY)).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    setLang("xx");
    expect(currentLang()).toBe("de");
    setLang("en");
    expect(document.documentElement.lang).toBe("en");
  });

  it("redraws a rendered page, children included, from the menu", () => {
    setLang("en");
    const Child = () => <p data-testid="greeting">{t("test-greeting")}</p>;
    function Root() {
      useLang();
      return (
        <>
          <LangMenu />
          <Child />
        </>
      );
    }
    const root = document.createElement("div");
    document.body.append(root);
    act(() => render(<Root />, root));
    const greeting = () => root.querySelector('[data-testid="greeting"]')!.textContent;
    expect(greeting()).toBe("Good evening");
    const menu = root.querySelector<HTMLSelectElement>('[data-testid="lang-menu"]')!;
    expect(menu.getAttribute("aria-label")).toBe("Language");
    expect([...menu.options].map((o) => o.textContent)).toEqual(["English", "Deutsch", "Français", "Magyar"]);
    act(() => {
      menu.value = "de";
      menu.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(greeting()).toBe("Guten Abend");
    expect(localStorage.getItem(LANG_KEY)).toBe("de");
    expect(menu.value).toBe("de");
    act(() => setLang("en"));
    expect(greeting()).toBe("Good evening");
    act(() => render(null, root));
  });
});
