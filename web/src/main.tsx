import { render } from "preact";
import { IconSprite } from "./icons";
import { Game } from "./lobby/Game";
import { Home } from "./lobby/Home";
import { Replay } from "./lobby/Replay";
import { TapLegend } from "./table/Legend";
import { useRoute } from "./router";
import { PageTop } from "./i18n/LangMenu";
import { useLang } from "./i18n";
import { T } from "./text";
import "./styles.css";

function App() {
  // Subscribed here, at the root, so a switch of language redraws every page.
  useLang();
  const r = useRoute();
  let page;
  if (r.page === "home") page = <Home />;
  else if (r.page === "game") page = <Game key={`${r.id}:${r.watch}`} id={r.id} watch={r.watch} />;
  else if (r.page === "replay") page = <Replay key={r.id} id={r.id} />;
  else
    page = (
      <main class="page">
        <PageTop />
        <h1>{T.missing.notFound}</h1>
        <a href="/">{T.missing.home}</a>
      </main>
    );
  return (
    <>
      <IconSprite />
      {page}
      <TapLegend />
    </>
  );
}

render(<App />, document.getElementById("app")!);
