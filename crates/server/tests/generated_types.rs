//! The web client's generated protocol files (web/src/generated) match the Rust
//! types: client and server cannot drift apart unnoticed.
#![cfg(feature = "ts")]

use std::path::{Path, PathBuf};

fn files(dir: &Path) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("read {}: {e}", dir.display()))
        .map(|e| {
            let path = e.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&path).unwrap())
        })
        .collect();
    out.sort();
    out
}

#[test]
fn committed_client_types_are_up_to_date() {
    let committed = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../web/src/generated");
    let fresh = std::env::temp_dir().join(format!("trickerion-generated-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&fresh);
    trickerion_server::export_client_types(&fresh).unwrap();
    let (want, have) = (files(&fresh), files(&committed));
    std::fs::remove_dir_all(&fresh).unwrap();
    let names = |v: &[(String, String)]| v.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
    assert_eq!(
        names(&have),
        names(&want),
        "files in web/src/generated differ"
    );
    for ((name, h), (_, w)) in have.iter().zip(&want) {
        assert!(
            h == w,
            "web/src/generated/{name} is stale: run `cargo run -p trickerion-server --example export_ts -- web/src/generated`"
        );
    }
}
