import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants as zlib } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
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

/**
 * Replaces each `graphql(\`query Foo ...\`)` in src/ with the document codegen wrote for it
 * (`FooDocument` / `BarFragmentDoc` in src/gql/graphql.ts), as the client preset's Babel/SWC
 * plugin does. Each document becomes its own small module (`\0gql-doc:FooDocument`, cut out of
 * graphql.ts), so a chunk carries only the documents it uses: importing them from graphql.ts
 * would put every document of the app (or gql.ts's map of them) in the home page's download.
 * Types are unchanged: `tsc` still checks the `graphql()` calls against src/gql.
 */
function graphqlDocuments(): Plugin {
  const call = /\bgraphql\(\s*(`[^`]*`)\s*\)/g;
  const exported = /^export const ([A-Za-z_$][\w$]*)\s*=\s*graphql\(\s*(`[^`]*`)\s*\);?/gm;
  const operation = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
  const prefix = '\0gql-doc:';
  const generated = here('./src/gql/graphql.ts');
  // codegen's names: PascalCase operation name + Document (FragmentDoc for fragments).
  const pascal = (name: string) => name.replace(/(^|_+)([a-zA-Z0-9])/g, (_m, _sep, c: string) => c.toUpperCase());
  // One read per change of graphql.ts, shared by the transforms that run in parallel.
  let cached: { mtimeMs: number; documents: Promise<Map<string, string>> } | null = null;
  async function readDocuments() {
    const { mtimeMs } = await stat(generated);
    if (cached?.mtimeMs !== mtimeMs) {
      const documents = readFile(generated, 'utf8').then((source) => {
        const found = new Map<string, string>();
        for (const line of source.split('\n')) {
          const match = line.match(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode</);
          if (match) found.set(match[1], match[2]);
        }
        return found;
      });
      cached = { mtimeMs, documents };
    }
    return cached.documents;
  }
  /** The generated export for a `graphql()` literal, if codegen has written it. */
  function documentFor(literal: string, known: Map<string, string>) {
    const found = operation.exec(literal);
    if (!found) return null;
    const name = `${pascal(found[2])}${found[1] === 'fragment' ? 'FragmentDoc' : 'Document'}`;
    return known.has(name) ? name : null;
  }
  return {
    name: 'luckymall:graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(prefix) ? id : undefined;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return;
      this.addWatchFile(generated);
      const json = (await readDocuments()).get(id.slice(prefix.length));
      if (!json) this.error(`${id.slice(prefix.length)} is not in src/gql/graphql.ts: run \`npm run codegen\``);
      return `export default ${json};`;
    },
    async transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || /[\\/]src[\\/]gql[\\/]/.test(id) || !code.includes('graphql(')) return;
      this.addWatchFile(generated);
      const known = await readDocuments();
      // `export const Foo = graphql(...)` (a feature's queries.ts) becomes a re-export of the
      // document's module, so importers link to each document directly and a page's chunk gets
      // only the documents it uses, not every document of the feature's queries.ts.
      let out = code.replace(exported, (whole, local: string, literal: string) => {
        const name = documentFor(literal, known);
        return name ? `export { default as ${local} } from '${prefix}${name}';` : whole;
      });
      const names = new Set<string>();
      out = out.replace(call, (whole, literal: string) => {
        const name = documentFor(literal, known);
        if (!name) return whole; // not generated yet: graphql() from src/gql still answers it
        names.add(name);
        return `__gql_${name}`;
      });
      if (out === code) return;
      const imports = [...names].map((name) => `import __gql_${name} from '${prefix}${name}';`).join('\n');
      // With every call replaced, drop the import of graphql() itself: kept, it would pull in
      // gql.ts's map of all documents.
      if (!/\bgraphql\(/.test(out)) out = out.replace(/^import\s*\{\s*graphql\s*\}\s*from\s*['"]@\/gql['"];?[ \t]*$/m, '');
      return { code: `${imports}\n${out}`, map: null };
    },
  };
}

/**
 * Ships react-intl messages precompiled (as formatjs recommends for production): in each
 * `messages.ts` or `*-messages.ts` (features/*, components/*, and a feature's sub-folders such as
 * features/admin/catalog) every `defaultMessage: '...'`
 * becomes its parsed ICU form and the translators' `description` is dropped; every
 * `translations/{mm,ch}.json` is parsed the same way. With nothing left to parse at run time, the
 * build swaps the ICU parser for formatjs' `no-parser` stub (~8 kB gzip less on the home page).
 * (`*-messages.ts` hold texts split off to download with lazy parts.) A message left as a string
 * (not a plain literal in a messages.ts) still shows, as its raw text, and the build warns.
 */
function precompiledMessages(): Plugin {
  const messagesFile = /[\\/]src[\\/](features|components)[\\/]([^\\/]+[\\/]){1,2}([\w-]+-)?messages\.ts$/;
  const translationFile = /[\\/]src[\\/](features|components)[\\/][^\\/]+[\\/]translations[\\/](mm|ch)\.json$/;
  const literal = String.raw`('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\$]|\\.)*\`)`;
  const defaultMessage = new RegExp(String.raw`\bdefaultMessage:\s*` + literal, 'g');
  const description = new RegExp(String.raw`\s*\bdescription:\s*` + literal + String.raw`\s*,?`, 'g');
  const compile = (text: string, where: string) => {
    try {
      return JSON.stringify(parse(text));
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message} in ${JSON.stringify(text)}`);
    }
  };
  return {
    name: 'luckymall:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    transform(code, id) {
      if (translationFile.test(id)) {
        const catalogue = JSON.parse(code) as Record<string, string>;
        const compiled = Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [key, JSON.parse(compile(text, `${id} ${key}`))]));
        return { code: JSON.stringify(compiled), map: null };
      }
      if (messagesFile.test(id)) {
        const total = code.match(/\bdefaultMessage:/g)?.length ?? 0;
        let compiled = 0;
        const out = code
          .replace(defaultMessage, (_whole, text: string) => {
            compiled += 1;
            // The literal is from our own source: evaluate it as the JS string it is.
            return `defaultMessage: ${compile(new Function(`return ${text};`)() as string, id)}`;
          })
          .replace(description, '');
        if (compiled !== total) this.warn(`${id}: ${total - compiled} defaultMessage(s) are not plain string literals; they will show raw`);
        return { code: out, map: null };
      }
      if (/[\\/]src[\\/].*\.tsx?$/.test(id) && !/\.test\.tsx?$/.test(id) && /\bdefaultMessage\b/.test(code)) {
        this.warn(`${id}: messages belong in a messages.ts of a feature or a components/ folder (only those are precompiled)`);
      }
    },
  };
}

/**
 * Builds with react-router's production files. Its package.json sends every bundler to
 * dist/development (invariants and warnings with their texts; the `development` condition is not
 * even needed), and the production build beside it is the same code without them. Tests and
 * `npm run dev` keep the development build and its warnings.
 *
 * Its components are also made tree-shakeable: `var Form = React.forwardRef(...)` is a call the
 * bundler must keep (it cannot know forwardRef is pure), and so is `Form.displayName = "Form"`,
 * so every component of the library (Form, ScrollRestoration, the fetchers' form, and the
 * submit and form-action code they use) was in the first download although the shop renders
 * none of them. The `@__PURE__` mark lets the unused ones go; displayName (a DevTools label)
 * goes too. Should a new version write these lines differently, nothing is replaced and the
 * build is merely bigger.
 */
function productionReactRouter(): Plugin {
  const dist = here('./node_modules/react-router/dist/production');
  return {
    name: 'luckymall:production-react-router',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(dist) || !/[\\/]chunk-[\w-]+\.mjs$/.test(id)) return;
      const out = code
        .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
        .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(');
      return out === code ? undefined : { code: out, map: null };
    },
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dist}/index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dist}/dom-export.mjs` },
        ],
      },
    }),
  };
}

/**
 * Keeps, of the files the offline worker would precache, only those the shop can load: what
 * index.html reaches through its imports and lazy imports (Vite's dist/.vite/manifest.json), minus
 * the admin console (an admin's tool, not worth every shopper's data) and GraphiQL's chunks.
 */
async function shopFilesOnly(entries: Array<{ url: string; size: number; revision: string | null }>) {
  const chunks = JSON.parse(await readFile(here('./dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] }
  >;
  const reached = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || reached.has(chunk.file) || chunk.src?.startsWith('src/features/admin/')) return;
    reached.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) reached.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  // Fonts are reached through stylesheets, which the manifest does not follow; globPatterns picked them.
  const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || entry.url.endsWith('.woff2') || reached.has(entry.url));
  return { manifest, warnings: [] };
}

// Two pages: the shop (index.html, served at /) and GraphiQL (graphiql.html, which the
// server reads from disk and answers for GET /graphql). Asset URLs must be absolute
// (base '/') because graphiql.html is served at /graphql, not at /graphiql.html.
//
// The server sends a strict Content-Security-Policy (script-src 'self', no eval, no
// external URLs): no inline scripts, nothing loaded from a CDN.
export default defineConfig(({ command }) => ({
  base: '/',
  // Apollo Client drops its development-only checks and messages when `__DEV__` is false
  // (a few kB gzip off the first download); `npm run dev` and the tests keep them.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  resolve: { alias: { '@': here('./src') } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['./src/test/node-polyfills.ts'],
    setupFiles: ['./src/test/dom-stubs.ts'],
    // Worker threads start faster than the default child processes (about 25 s of the run).
    pool: 'threads',
    // Both cores: by default Vitest keeps one free, and the suite ran at one core (143 s).
    maxWorkers: 2,
    // On a loaded 2-core CI machine a test that waits for lazy chunks and real debounces can pass
    // the 5 s default; a passing test never waits for this, only a failing one does.
    testTimeout: 20_000,
  },
  plugins: [
    graphqlDocuments(),
    precompiledMessages(),
    productionReactRouter(),
    react(),
    // The offline worker (src-sw/sw.ts → dist/sw.js, see its header). The manifest is the server's
    // (GET /manifest.webmanifest, named from the site settings), so the plugin writes none, and
    // the page registers the worker itself (src/features/app/pwa-status.tsx), after the first paint.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src-sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shop's shell, chunks, styles and the fonts' Latin and Myanmar subsets; GraphiQL (a
        // developer tool of ~1 MB) and the precompressed copies stay out.
        globPatterns: ['index.html', 'assets/*.{js,css}', 'assets/*{latin,myanmar}*-400-normal*.woff2', 'favicon.svg', 'icons/*.png'],
        globIgnores: ['graphiql.html', '**/*.gz'],
        manifestTransforms: [shopFilesOnly],
      },
    }),
    precompressGzip(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/measure-bundle.mjs reads the home page's initial chunks.
    manifest: true,
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
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The libraries every shop page runs, in one chunk: left to itself the splitter cuts
            // (embla stays out: the home banners load it after the first paint, see
            // banner-carousel.tsx, and the product and onboarding pages are lazy anyway)
            // them by which lazy pages share what, into several small files on the first visit
            // that compress worse. graphql and the lucide icons stay out (GraphiQL and lazy pages
            // use parts of them the first page does not); so do Apollo hooks only lazy pages use.
            {
              name: 'shop-vendor',
              test: (id: string) =>
                /[\\/]node_modules[\\/](@apollo|@wry|optimism|zen-observable|zen-observable-ts|ts-invariant|symbol-observable|rehackt|react-router|react-router-dom|cookie|set-cookie-parser|react-intl|@formatjs|intl-messageformat)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared)|vite[\\/]preload-helper/.test(id) &&
                // Apollo's hooks that only the account pages use stay in their chunks, and so does
                // the websocket link (lib/live-link.ts, loaded with the first subscription).
                !/[\\/]react[\\/]hooks[\\/](useMutation|useLazyQuery|useSubscription|useSuspenseQuery|useBackgroundQuery|useReadQuery|useLoadableQuery|useFragment|useReactiveVar|useSuspenseFragment)\.js$/.test(id) &&
                !/[\\/]@apollo[\\/]client[\\/]link[\\/]subscriptions[\\/]/.test(id),
            },
          ],
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
      // Subscriptions: the websocket (listed before /graphql, which would take it otherwise).
      '/graphql/ws': { target: 'ws://127.0.0.1:8080', ws: true },
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
}));
