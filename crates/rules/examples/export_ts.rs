//! Writes the TypeScript bindings: `cargo run -p trickerion-rules --features ts --example export_ts -- DIR`.
fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "bindings".into());
    #[cfg(feature = "ts")]
    trickerion_rules::export_typescript(std::path::Path::new(&dir)).expect("write bindings");
    #[cfg(not(feature = "ts"))]
    {
        eprintln!("build with --features ts to export TypeScript bindings to {dir}");
        std::process::exit(2);
    }
}
