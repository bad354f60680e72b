import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Writes `x.gz` beside each built JS/CSS/SVG asset: the server (tower-http ServeDir with
 * `precompressed_gzip`) sends it to browsers that accept gzip, so nothing is compressed
 * per request. GraphiQL's bundle shrinks from ~1.2 MB to ~0.5 MB this way.
 */
function precompressGzip(): Plugin {
  let outDir = '';
  return {
    name: 'luckymall:precompress-gzip',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const dir = join(outDir, 'assets');
      for (const name of await readdir(dir)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = join(dir, name);
        const body = await readFile(file);
        if (body.length < 1024) continue;
        await writeFile(`${file}.gz`, gzipSync(body, { level: zlib.Z_BEST_COMPRESSION }));
      }
    },
  };
}

// Two pages: the shop (index.html, served at /) and GraphiQL (graphiql.html, which the
// server reads from disk and answers for GET /graphql). Asset URLs must be absolute
// (base '/') because graphiql.html is served at /graphql, not at /graphiql.html.
//
// The server sends a strict Content-Security-Policy (script-src 'self', no eval, no
// external URLs): no inline scripts, nothing loaded from a CDN.
export default defineConfig({
  base: '/',
  resolve: { alias: { '@': here('./src') } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
  plugins: [react(), precompressGzip()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Only for browsers without <link rel="modulepreload">; every browser we target has it.
    modulePreload: { polyfill: false },
    // GraphiQL (a developer tool) is one ~800 kB chunk; the shop's chunks stay far below.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      input: {
        index: here('./index.html'),
        graphiql: here('./graphiql.html'),
      },
      output: {
        // React is shared by both pages; GraphiQL's code is only in graphiql-*.js and its
        // lazy chunks, so the shop page never downloads it.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
      onLog(level, log, handler) {
        // graphiql's react-compiler-runtime has a harmless "use no memo" directive.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('react-compiler-runtime')) return;
        handler(level, log);
      },
    },
  },
  server: {
    // `npm run dev` talks to the Rust server (`mall serve`, default 127.0.0.1:8080).
    proxy: {
      // A browser opening /graphql gets GraphiQL from Vite; queries (POST) go to the server.
      '/graphql': {
        target: 'http://127.0.0.1:8080',
        bypass: (req) =>
          req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/graphiql.html' : undefined,
      },
      '/api': 'http://127.0.0.1:8080',
      '/media': 'http://127.0.0.1:8080',
      '/healthz': 'http://127.0.0.1:8080',
    },
  },
});
