# Dahlgaard Örökösének (a gép által játszott szóló ellenfélnek) naplósorai:
# cselekvésenként egy mondat. A mennyiségek számok ($n, $coins, $fame...),
# a magyar főnév számnév után egyes számban marad. $secret, $letter, $code
# és $card változatlanul kerül a mondatba.

## Setup and Turn Setup
log-heir-set-up = Dahlgaard Örököse ezzel a Bűvésszel játszik: { $magician } (Kedvenc: { $favorite }); előkészített kezdő Trükkje: { $trick }; { $n } Karakterrel kezd.
log-heir-turn-setup-due = Forduló-előkészítés: a játékos választja ki, mely kockáit dobja újra az Örökös.
# $places: the Locations, joined by commas.
log-heir-turn-setup-rolled = Forduló-előkészítő kockák dobása: { $places }.

## Assignment: $cards joined by commas, each a log-heir-card
log-heir-assigned = Dahlgaard Örököse felfedi a Tervlapkát ({ $code }), megbízásai: { $cards }.
log-heir-card = { $character } → { $location }
log-heir-card-special = { $character } → { $location } (Különleges)

## Downtown: $takes joined by commas, each a log-heir-take-*
log-heir-downtown = Dahlgaard Örököse a Belvárosban elvesz: { $takes }.
log-heir-take-trick = { $trick } (Trükk)
log-heir-take-no-trick = egy Trükk-kocka (nincs több Trükk)
log-heir-take-specialist = { $specialist }
log-heir-take-apprentice = egy Tanonc
log-heir-take-coins = { $n } Érme

## Market Row and Dark Alley
# $components: the Components ordered, joined by commas.
log-heir-market-row = Dahlgaard Örököse megrendel: { $components }.
log-heir-dark-alley = Dahlgaard Örököse { $n } Különleges megbízáskártyát húz.
log-heir-dark-alley-rotated = Dahlgaard Örököse továbbforgatja a Jóslatokat, és { $n } Különleges megbízáskártyát húz.

## Theater: $tricks joined by commas, each a log-heir-set-up-one; $fame the
## Link Fame of them all
log-heir-theater = Dahlgaard Örököse felállítja: { $tricks } (+{ $fame } a Kapcsolatokért).
log-heir-set-up-one = { $trick } ({ $card })

## The Academy
log-heir-secret-top = Dahlgaard Örökösének Pártfogoltja Titkot tanul: { $secret } (a felsőt, érmedobás alapján).
log-heir-secret-bottom = Dahlgaard Örökösének Pártfogoltja Titkot tanul: { $secret } (az alsót, érmedobás alapján).
# $room: the wing's room; $coins: the Coins discarded from the Heir's purse.
log-heir-renovated = Dahlgaard Örököse felújít egy szárnyat: { $room } { $letter } ({ $level }. szint): +{ $fame } Hírnév, { $banners } Zászló; erszényéből { $coins } Érmét dob el.
log-heir-renovated-forced = Dahlgaard Örököse helyet csinál, és felújít egy szárnyat: { $room } { $letter } ({ $level }. szint): +{ $fame } Hírnév, { $banners } Zászló; erszényéből { $coins } Érmét dob el.
log-heir-taught = Dahlgaard Örököse egy Tanteremben tanítja ezt a Trükköt: { $trick }.
log-heir-practised = Dahlgaard Örököse egy Gyakorlóteremben gyakorolja ezt a Trükköt: { $trick }.
log-heir-practised-marker = Dahlgaard Örököse egy Gyakorlóteremben gyakorolja ezt a Trükköt: { $trick }, és kap egy Trükkjelzőt.

## End of turn
log-heir-wages = Dahlgaard Örököse nem fizet Bért; { $coins } Érmét dob el { $fame } Hírnévért.
log-heir-leftover = Dahlgaard Örökösének ezen a kártyán maradt Trükkjei ({ $card }) { $fame } Hírnevet és { $coins } Érmét hoznak.
