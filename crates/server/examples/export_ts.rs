//! Writes the web client's generated files (TypeScript types of the rules and
//! wire types, and `catalog.json`):
//! `cargo run -p trickerion-server --example export_ts -- web/src/generated`.
//! The test `generated_types` fails when the committed files are stale.

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "web/src/generated".into());
    trickerion_server::export_client_types(std::path::Path::new(&dir))
        .expect("write the generated files");
}
