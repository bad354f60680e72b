#!/usr/bin/env node
// A real OAuth 2.0 / OpenID Connect provider (`oidc-provider`, the certified implementation) on
// loopback, for the shop's "Continue with Facebook" tests: authorization code + PKCE (S256,
// required) + state, with oidc-provider's own development login and consent pages (plain HTML
// forms, no JavaScript).
//
//   node scripts/oidc/server.mjs --client-id lucky-mall --client-secret s3cret \
//     --redirect-uri http://127.0.0.1:1234/api/auth/facebook/callback [--redirect-uri ...] [--port N]
//
// (or OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URIS (space separated), OIDC_PORT).
// Port 0 (the default) takes a free port. Once ready it prints exactly one line on stdout,
// `listening <issuer URL>` (e.g. `listening http://127.0.0.1:40123`), and nothing else there
// (diagnostics go to stderr). It exits when stdin closes (the parent went away) or on
// SIGTERM/SIGINT.
//
// Endpoints (relative to the issuer):
//   /.well-known/openid-configuration  discovery
//   /auth                    authorization endpoint
//   /token                   token endpoint: client_secret_basic or client_secret_post
//   /me                      userinfo (OIDC): {sub, name, picture}; the access token must carry
//                            the `openid` scope (oidc-provider refuses it otherwise, 403
//                            insufficient_scope)
//   /profile-facebook-shape  Facebook Graph's shape for a valid access token (any scope, looked
//                            up through the provider's AccessToken model; 401 otherwise):
//                            {"id": sub, "name": ..., "picture": {"data": {"url": ...}}}
//   /profile-without-id      {"name": "No Id"} for any bearer token (401 without one)
//   /pictures/<sub>.png      a small real PNG (16x16, its colour derived from <sub>)
//   /interaction/<uid>       the development login / consent pages (POST to submit,
//                            /interaction/<uid>/abort to cancel: error=access_denied)
//
// Accounts: any login name (any password) signs in. sub = the login name as typed; name = the
// login capitalised, twice (`aye` -> `Aye Aye`); picture = <issuer>/pictures/<sub>.png.
// Scopes: openid, profile (name, picture), public_profile (name, picture: Facebook's scope name).

import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { once } from 'node:events';

import Provider from 'oidc-provider';

function parseArgs(argv) {
  const options = {
    clientId: process.env.OIDC_CLIENT_ID,
    clientSecret: process.env.OIDC_CLIENT_SECRET,
    redirectUris: (process.env.OIDC_REDIRECT_URIS || '').split(/\s+/).filter(Boolean),
    port: Number(process.env.OIDC_PORT || 0),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      if (inline !== undefined) return inline;
      i += 1;
      if (i >= argv.length) fail(`${flag} needs a value`);
      return argv[i];
    };
    switch (flag) {
      case '--client-id': options.clientId = value(); break;
      case '--client-secret': options.clientSecret = value(); break;
      case '--redirect-uri': options.redirectUris.push(value()); break;
      case '--port': options.port = Number(value()); break;
      default: fail(`unknown argument ${argv[i]}`);
    }
  }
  if (!options.clientId || !options.clientSecret || options.redirectUris.length === 0) {
    fail('usage: server.mjs --client-id ID --client-secret SECRET --redirect-uri URI [--redirect-uri URI ...] [--port N]');
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) fail('bad --port');
  return options;
}

function fail(message) {
  process.stderr.write(`oidc server: ${message}\n`);
  process.exit(2);
}

// --- a small real PNG, with no packages: signature, IHDR, IDAT (zlib), IEND -----------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 16x16 RGB PNG: a colour from the name's hash, with a lighter diagonal. */
function picturePng(name) {
  let hash = 2166136261;
  for (const byte of Buffer.from(name, 'utf8')) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
  const [r, g, b] = [hash & 0xff, (hash >>> 8) & 0xff, (hash >>> 16) & 0xff];
  const size = 16;
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0 (none), then RGB pixels
    for (let x = 0; x < size; x += 1) {
      const light = x === y ? 255 : 0;
      row.set([r | light, g | light, b | light], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- accounts -----------------------------------------------------------------------------

const capitalised = (word) => word.charAt(0).toUpperCase() + word.slice(1);
const displayName = (login) => `${capitalised(login)} ${capitalised(login)}`;

function profileOf(issuer, sub) {
  return {
    sub,
    name: displayName(sub),
    picture: `${issuer}/pictures/${encodeURIComponent(sub)}.png`,
  };
}

// --- the provider -------------------------------------------------------------------------

const options = parseArgs(process.argv.slice(2));

// stdout carries the `listening` line and nothing else: oidc-provider prints its notices with
// console.info, which would land there.
console.log = console.error;
console.info = console.error;

const server = (await import('node:http')).createServer();
server.listen(options.port, '127.0.0.1');
await once(server, 'listening');
const issuer = `http://127.0.0.1:${server.address().port}`;

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' };

const provider = new Provider(issuer, {
  clients: [{
    client_id: options.clientId,
    client_secret: options.clientSecret,
    redirect_uris: options.redirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    // A client registered for client_secret_basic also authenticates with client_secret_post
    // (oidc-provider treats the two as one family); both are accepted at /token.
    token_endpoint_auth_method: 'client_secret_basic',
  }],
  clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
  jwks: { keys: [signingKey] },
  cookies: { keys: [randomBytes(32).toString('base64url')] },
  ttl: {
    AccessToken: 3600, AuthorizationCode: 600, Grant: 3600, IdToken: 3600, Interaction: 3600, Session: 3600,
  },
  pkce: { required: () => true }, // S256 is the only method oidc-provider 9 supports
  scopes: ['openid', 'profile', 'public_profile'],
  claims: {
    openid: ['sub'],
    profile: ['name', 'picture'],
    public_profile: ['name', 'picture'],
  },
  features: {
    devInteractions: { enabled: true },
    userinfo: { enabled: true },
    // No resource indicators: every access token is opaque and good for userinfo (a token for
    // a resource server would carry an audience, which /me refuses).
    resourceIndicators: { enabled: false },
    revocation: { enabled: true },
  },
  async findAccount(_ctx, sub) {
    return {
      accountId: sub,
      async claims() {
        return profileOf(issuer, sub);
      },
    };
  },
  async renderError(ctx, out) {
    ctx.type = 'html';
    ctx.body = `<!DOCTYPE html><html><head><title>oops</title></head><body><h1>oops! something went wrong</h1><pre>${
      Object.entries(out).map(([k, v]) => `${k}: ${String(v).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}`).join('\n')
    }</pre></body></html>`;
  },
});

for (const event of ['server_error', 'authorization.error', 'grant.error', 'userinfo.error', 'end_session.error']) {
  provider.on(event, (_ctx, error) => {
    process.stderr.write(`oidc server: ${event}: ${error.name} ${error.message} ${error.error_description || ''}\n`);
  });
}

const bearer = (ctx) => {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization') || '');
  return match ? match[1] : undefined;
};

const unauthorized = (ctx, message) => {
  ctx.status = 401;
  ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
  // Facebook's Graph API error shape.
  ctx.body = { error: { message, type: 'OAuthException', code: 190 } };
};

provider.use(async (ctx, next) => {
  if (ctx.method === 'GET' && ctx.path === '/profile-without-id') {
    if (!bearer(ctx)) return unauthorized(ctx, 'no access token');
    ctx.body = { name: 'No Id' };
    return undefined;
  }
  if (ctx.method === 'GET' && ctx.path === '/profile-facebook-shape') {
    const token = bearer(ctx);
    const accessToken = token ? await provider.AccessToken.find(token) : undefined;
    if (!accessToken || accessToken.isExpired) return unauthorized(ctx, 'invalid access token');
    const { sub, name, picture } = profileOf(issuer, accessToken.accountId);
    ctx.body = { id: sub, name, picture: { data: { url: picture } } };
    return undefined;
  }
  const picture = ctx.method === 'GET' && /^\/pictures\/([^/]+)\.png$/.exec(ctx.path);
  if (picture) {
    ctx.type = 'image/png';
    ctx.body = picturePng(decodeURIComponent(picture[1]));
    return undefined;
  }
  return next();
});

server.on('request', provider.callback());

let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  server.close();
  server.closeAllConnections?.();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
process.stdin.on('end', shutdown);
process.stdin.on('close', shutdown);
process.stdin.on('error', shutdown);
process.stdin.resume();

process.stdout.write(`listening ${issuer}\n`);
