import { render } from "preact";
import { Game } from "./lobby/Game";
import { Home } from "./lobby/Home";
import { useRoute } from "./router";
import "./styles.css";

function App() {
  const r = useRoute();
  if (r.page === "home") return <Home />;
  if (r.page === "game") return <Game key={`${r.id}:${r.watch}`} id={r.id} watch={r.watch} />;
  return (
    <main class="page">
      <h1>Not found</h1>
      <a href="/">Start page</a>
    </main>
  );
}

render(<App />, document.getElementById("app")!);
