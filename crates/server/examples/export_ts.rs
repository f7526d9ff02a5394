//! Writes the web client's generated protocol files into one folder:
//! `cargo run -p trickerion-server --features ts --example export_ts -- web/src/generated`.
//!
//! - TypeScript declarations of the rules crate's data types (View, Command,
//!   Event, GameConfig, Viewer, Catalog...) and of every wire type in
//!   `protocol.rs` (ServerMessage, ClientMessage, LobbyInfo...).
//! - `catalog.json`: the card catalogue (`trickerion_rules::catalog()`), so the
//!   client can draw every card without an extra request.
//!
//! `web/test.sh` regenerates into a temporary folder and fails if the committed
//! files differ.
use std::path::Path;

use trickerion_server::protocol::{
    ClientMessage, CreateGameRequest, CreateGameResponse, ErrorBody, JoinSeatRequest,
    JoinSeatResponse, LobbyInfo, ServerMessage,
};
use ts_rs::TS;

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "web/src/generated".into());
    let dir = Path::new(&dir);
    std::fs::create_dir_all(dir).expect("create the output folder");
    trickerion_rules::export_typescript(dir).expect("write the rules bindings");
    let cfg = ts_rs::Config::new()
        .with_out_dir(dir)
        .with_large_int("number");
    ServerMessage::export_all(&cfg).expect("write ServerMessage");
    ClientMessage::export_all(&cfg).expect("write ClientMessage");
    CreateGameRequest::export_all(&cfg).expect("write CreateGameRequest");
    CreateGameResponse::export_all(&cfg).expect("write CreateGameResponse");
    JoinSeatRequest::export_all(&cfg).expect("write JoinSeatRequest");
    JoinSeatResponse::export_all(&cfg).expect("write JoinSeatResponse");
    LobbyInfo::export_all(&cfg).expect("write LobbyInfo");
    ErrorBody::export_all(&cfg).expect("write ErrorBody");
    let catalog = serde_json::to_string_pretty(&trickerion_rules::catalog()).expect("catalog JSON");
    std::fs::write(dir.join("catalog.json"), catalog + "\n").expect("write catalog.json");
}
