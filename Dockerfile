# syntax=docker/dockerfile:1
#
# Trickerion server image: `docker build -t trickerion .`
# Runs on port 8080; keeps its SQLite file in /data unless DATABASE_URL names
# a Postgres database (see docker-compose.yml).

# ---- Build the server -------------------------------------------------------
FROM rust:1-bookworm AS server
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY crates crates
# Migrations are embedded into the binary at compile time.
COPY migrations migrations
# The content document (provisional cards) is embedded too, served at /docs/content.
COPY docs/CONTENT.md docs/CONTENT.md
# The rules word their log lines and errors with the message catalogs.
COPY web/locales web/locales
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked -p trickerion-server \
    && cp target/release/trickerion-server /usr/local/bin/trickerion-server

# ---- Build the web client ----------------------------------------------------
# The protocol types and card catalogue are committed in web/src/generated, so
# this stage needs no Rust.
FROM node:22-bookworm AS web
WORKDIR /web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web .
RUN npm run build

# ---- Runtime -----------------------------------------------------------------
FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --home-dir /data trickerion \
    && mkdir -p /data /app/web \
    && chown trickerion /data
COPY --from=server /usr/local/bin/trickerion-server /usr/local/bin/trickerion-server
COPY --from=web /web/dist /app/web/dist
ENV BIND_ADDR=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    WEB_DIR=/app/web/dist \
    RUST_LOG=info
VOLUME /data
EXPOSE 8080
USER trickerion
# The server stops gracefully on SIGTERM (docker stop).
STOPSIGNAL SIGTERM
CMD ["trickerion-server"]
