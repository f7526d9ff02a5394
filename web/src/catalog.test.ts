import { afterEach, describe, expect, it } from "vitest";
import { magician, prophecy, special, trick, localize } from "./catalog";
import { power } from "./powers/cards";
import { setLang } from "./i18n";

afterEach(() => setLang("en"));

describe("cards in the reader's language", () => {
  it("names and tells cards from the catalogs, and English by default", () => {
    const en = { trick: trick(0).name, magician: magician(0), special: special(0), prophecy: prophecy(0).text, power: power(0) };
    expect(en.trick).toBe("Enchanted Butterflies");
    setLang("de");
    expect(trick(0).name).not.toBe(en.trick);
    expect(magician(0).name).not.toBe(en.magician.name);
    expect(magician(0).ability).not.toBe(en.magician.ability);
    expect(magician(0).ability_text).not.toBe(en.magician.ability_text);
    expect(special(0).name).not.toBe(en.special.name);
    expect(power(0).name).not.toBe(en.power.name);
    // What is not words stays the card's.
    expect(magician(0).favorite).toBe(en.magician.favorite);
    expect(special(0).code).toBe(en.special.code);
    setLang("en");
    expect(trick(0).name).toBe(en.trick);
    expect(prophecy(0).text).toBe(en.prophecy);
  });
  it("keeps a card's own words where its English is not the catalog's (older content)", () => {
    setLang("de");
    const older = { ...special(0), name: "An older name", text: "An older text" };
    const shown = localize(older, `special-${older.code}`, { text: "text" });
    expect(shown.name).toBe("An older name");
    expect(shown.text).toBe("An older text");
  });
});
