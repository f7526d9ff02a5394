# Előnézetek: ami ezután jön, de a játékos még nem láthatja (hidden-...),
# és amit egy parancs elküldése előtt tudnia kell (warn-...).

## Hidden outcomes
hidden-starting-order = ezután kisorsolják a kezdő Kezdeményezési sorrendet
hidden-dice-rolled = ezután dobnak a Belvárosi kockákkal
hidden-die-rolled = ezután dobnak a kockával
hidden-cards-revealed = ezután felfordítják a Megbízáskártyákat
hidden-performance-card-drawn = ezután egy Előadáskártyát húznak a pakliból
hidden-prophecy-drawn = ezután egy Jóslatot húznak a pakliból
hidden-turn-setup-drawn = ezután felfordítják a következő Forduló-előkészítő kártyát
hidden-secrets-drawn = ezután új Titkokat fordítanak fel
hidden-heir-draws = ezután Dahlgaard Örököse véletlenszerűen húz
hidden-heir-plan-revealed = ezután Dahlgaard Örököse felfedi a Tervlapkáját

## Warnings
warn-no-action-points = ez a Karakter itt nem kap Akciópontot
warn-idle-characters = { $idle } Karaktered nem kap kártyát, és tétlen marad ebben a fordulóban
warn-unspent-action-points = { $ap } el nem költött Akciópont elvész
warn-returns-trick = ezzel a Trükk visszakerül a Dahlgaard-rezidenciába; jelzői lekerülnek a tábláról
warn-returns-components = ezek a Kellékek ellenérték nélkül visszakerülnek a készletbe
warn-declines-performance = lemondasz erről az Előadásról: ma senki sem adja elő
warn-power-leaves-slot = egy Erőhely elveszít egy Szilánkot: az Ereje visszakerül a kezedbe
# Rulebook "End Turn Phase: Pay Wages": each Coin short costs 2 Fame.
warn-wages-short = a forduló végén fizetendő Bér: { $due }; Érméid: { $coins }. Ha ebben a fordulóban nem szerzel többet, { $fame } Hírnevet veszítesz
