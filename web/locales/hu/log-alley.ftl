# A Sötét Sikátor naplósorai: Különleges megbízás-paklik és Jóslatok, a
# Bűvészek képességei, a Különleges megbízáskártyák és a visszavont parancs.
# $seat mindig egy játékos neve; a kártyát $card nevezi meg, kódja $code.

## Dark Alley
log-second-placement = { $seat } lehelyezhet egy második Karaktert.
log-special-drawn = { $seat } Különleges megbízáskártyát húz ({ $deck } pakli): { $card } ({ $code }).
log-fortune-told = { $seat } felkeresi a Jövendőmondót: a függő Jóslatok továbblépnek.
log-fate-woven = { $seat } szövi a sorsot: aktívvá válik egy függő Jóslat (sorszáma: { $pending }).
log-specials-discarded = Eldobva { $discarded } felhasznált Különleges megbízáskártya; { $returned } visszakerül a kézbe; minden pakli felső lapja alulra kerül.
log-prophecies-moved = A Jóslatok továbblépnek: új Jóslat lesz aktív.

## Magician abilities ($yoruba and $performer are players' names)
log-ability-used = { $seat } Bűvészképességet használ: { $magician-ability } ({ $magician }).
log-breaking-free-offered = { $seat } kiszabadulhat (ingyenes Átütemezés).
log-breaking-free-links = { $seat } kiszabadul, és létrejön { $links } Kapcsolat.
log-breaking-free-ended = { $seat } befejezte a kiszabadulást.
log-possession-offered = { $yoruba } megszállhatja ezt a játékost: { $performer }, és kiválaszthatja az előadandó kártyát.
log-possession-declined = { $performer } választja ki az előadandó kártyát.
log-possessed = { $yoruba } fizet egy Szilánkot, és ezt a kártyát adatja elő vele: { $card } (előadó: { $performer }).
log-markers-piled = { $seat } túltölti ezt a Trükköt: { $trick }; két jelző egy helyen.

## Special Assignment cards
log-special-assigned = { $seat } képpel lefelé teszi ezt a kártyát { $character-indef } alá: { $card } ({ $code }).
log-special-assigned-hidden = { $seat } képpel lefelé tesz egy kártyát { $character-indef } alá.
log-special-unassigned = { $seat } visszaveszi a kártyát { $character-indef } alól.
# $cards: the cards, each a log-special-revealed.
log-specials-revealed = Felfordított Különleges megbízáskártyák: { $cards }.
log-special-revealed = { $card } ({ $code }) ({ $seat }, { $character })
log-special-placed = { $seat } kijátssza: { $card } ({ $code }).
log-special-placed-forfeit = { $seat } kijátssza: { $card } ({ $code }), képessége helyett +1 Akciópontért.
log-special-mimicked = { $seat } Mimézissel lemásolja: { $card } ({ $code }).
log-special-mimicked-forfeit = { $seat } Mimézissel lemásolja: { $card } ({ $code }), képessége helyett +1 Akciópontért.
log-special-used = { $seat } használja ennek a kártyának a képességét: { $card } ({ $code }).
log-trick-overhauled = { $seat } átdolgozza a Trükköt: { $old } → { $new }.
log-hypnotized = { $seat } új karaktere azonnal csatlakozik: { $character }.
log-interest-rolled = { $seat } kamatot kap: { $coins }.
# $card: a Performance card's code.
log-guest-set-up = { $seat } vendégként felállítja a Trükköt ({ $trick }) ezen a kártyán: { $card }.
log-performance-cards-swapped = Helyet cserél: { $a } és { $b }.
log-street-performed = { $seat } az utcán adja elő ezt a Trükköt: { $trick } ({ $fame }, { $coins }, { $shards }).
log-stock-added = { $seat } a Piacsor mellé szállíttatja: { $component } (Logisztika).
log-stock-replaced = Helyet kap a Piacsoron: { $component }.
log-trick-enhanced = { $seat } egy Szilánkot költ erre a Trükkre: { $trick }; mostantól +1 Hírnév és +1 Érme.
log-talent-spotted = { $seat } Tanonca tehetséget mutat: { $specialist }.
log-talent-hired = { $seat } Tanonca távozik; helyette azonnal csatlakozik { $specialist-indef }.
log-marker-kept = { $seat } megtart egy jelzőt ebből a Trükkből: { $trick } (Tartós kellékek).

## Take back ($what: the line of the first event taken back)
log-taken-back = { $seat } visszavonja: { $what }
log-taken-back-command = { $seat } visszavon egy parancsot.
