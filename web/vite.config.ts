import { defineConfig } from "vite";

// Preact through esbuild's automatic JSX runtime: no React plugin needed.
export default defineConfig({
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
  server: { proxy: { "/api": { target: "http://127.0.0.1:8080", ws: true }, "/docs": { target: "http://127.0.0.1:8080" } } },
  test: { environment: "jsdom", include: ["src/**/*.test.{ts,tsx}"] },
});
