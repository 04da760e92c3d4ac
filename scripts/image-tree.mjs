#!/usr/bin/env node
// Lays out the container image's /app from a built checkout: `node scripts/image-tree.mjs TARGET`.
// The Dockerfile's build stage runs it, and so does infra/test/image.test.ts (no container runtime
// here), so the tree a test starts is the tree the image ships. What goes in:
//   - each run-time workspace's package.json and dist/ (the gateway, the five services, contracts,
//     service-kit), the services' SQL migrations, the gateway's public/ files;
//   - the built front ends (shell/dist, mfe-*/dist), which the gateway serves;
//   - node_modules holding only what those workspaces need at run time: the closure of their
//     `dependencies` through package-lock.json (dev tools, webpack, jest and the console's
//     build-only packages stay out), plus the packages the storefront's server bundle requires;
//   - scripts/coachwork-process.js, the image's command (which process to run).
// Files are hard-linked where the file system allows it (fast, no space) and copied otherwise.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNTIME_WORKSPACES = [
  'packages/contracts',
  'packages/service-kit',
  'services/identity',
  'services/tenants',
  'services/workshops',
  'services/bookings',
  'services/webhooks',
  'gateway',
];
const FRONT_ENDS = ['shell', 'mfe-identity', 'mfe-tenants', 'mfe-workshops', 'mfe-bookings'];
const STOREFRONT_SERVER = 'mfe-bookings/dist/server';
// Packages the storefront would load one run-time entry of, while the rest of them is a build tool: only
// the dependencies that entry needs go in (@module-federation/enhanced/runtime re-exports
// runtime-tools; the plugin half would pull in rspack and TypeScript, 80 MB).
const ENTRY_ONLY = { '@module-federation/enhanced': ['@module-federation/runtime-tools'] };

function linkOrCopy(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/** Copies a folder; `skip(relative)` leaves a sub-path out. Symbolic links are kept as links. */
function copyTree(from, to, skip = () => false, relative = '') {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const rel = path.join(relative, entry.name);
    if (skip(rel)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) {
      fs.mkdirSync(to, { recursive: true });
      fs.symlinkSync(fs.readlinkSync(source), target);
    } else if (entry.isDirectory()) copyTree(source, target, skip, rel);
    else if (entry.isFile()) linkOrCopy(source, target);
  }
}

function requireExists(rel) {
  if (!fs.existsSync(path.join(root, rel))) {
    console.error(`image-tree: ${rel} is missing; run \`npm run build\` first`);
    process.exit(1);
  }
}

/**
 * Package names the storefront's server bundle loads at run time. It compiles its packages in (so they
 * run their production builds), and leaves only Node's built-ins outside: none today, but a package
 * left external again would be found here.
 */
function storefrontRequires() {
  const names = new Set();
  const dir = path.join(root, STOREFRONT_SERVER);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [, spec] of text.matchAll(/require\("([^".][^"]*)"\)/g)) {
      if (spec.startsWith('node:') || builtinModules.includes(spec)) continue;
      const parts = spec.split('/');
      names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return [...names];
}

/**
 * The lock file's locations (node_modules/a, node_modules/a/node_modules/b, gateway, ...) that the
 * run-time workspaces reach through `dependencies`, `optionalDependencies` and required peers,
 * resolved as Node does: the nearest node_modules up the tree.
 */
function productionLocations(lock, extraRoots) {
  const packages = lock.packages;
  const chosen = new Set();
  const resolve = (from, name) => {
    for (let base = from; ; ) {
      const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!base) return undefined;
      const cut = base.lastIndexOf('/node_modules/');
      base = cut === -1 ? '' : base.slice(0, cut);
    }
  };
  const visit = (location) => {
    if (chosen.has(location)) return;
    chosen.add(location);
    const entry = packages[location];
    if (entry.link) return visit(entry.resolved);
    const peersOptional = entry.peerDependenciesMeta ?? {};
    const entryOnly = ENTRY_ONLY[location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)];
    const wanted = entryOnly ?? [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((n) => !peersOptional[n]?.optional),
    ];
    for (const name of wanted) {
      const found = resolve(location, name);
      // An optional dependency for another platform is not installed; neither is it needed.
      if (found) visit(found);
    }
  };
  for (const workspace of RUNTIME_WORKSPACES) visit(workspace);
  for (const name of extraRoots) {
    const found = resolve('mfe-bookings', name);
    if (!found) throw new Error(`the storefront needs ${name}, which is not installed`);
    visit(found);
  }
  return [...chosen].filter((l) => l.includes('node_modules/'));
}

export function buildImageTree(target) {
  for (const workspace of RUNTIME_WORKSPACES) requireExists(`${workspace}/dist`);
  for (const frontEnd of FRONT_ENDS) requireExists(`${frontEnd}/dist`);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) linkOrCopy(path.join(root, file), path.join(target, file));
  linkOrCopy(path.join(root, 'scripts/coachwork-process.js'), path.join(target, 'scripts/coachwork-process.js'));

  const noBuildInfo = (rel) => rel.endsWith('.tsbuildinfo');
  for (const workspace of RUNTIME_WORKSPACES) {
    linkOrCopy(path.join(root, workspace, 'package.json'), path.join(target, workspace, 'package.json'));
    copyTree(path.join(root, workspace, 'dist'), path.join(target, workspace, 'dist'), noBuildInfo);
    const migrations = path.join(workspace, 'src/data/migrations');
    if (fs.existsSync(path.join(root, migrations))) copyTree(path.join(root, migrations), path.join(target, migrations));
  }
  copyTree(path.join(root, 'gateway/public'), path.join(target, 'gateway/public'));
  for (const frontEnd of FRONT_ENDS) {
    linkOrCopy(path.join(root, frontEnd, 'package.json'), path.join(target, frontEnd, 'package.json'));
    copyTree(path.join(root, frontEnd, 'dist'), path.join(target, frontEnd, 'dist'));
  }

  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const locations = productionLocations(lock, storefrontRequires());
  for (const location of locations) {
    const source = path.join(root, location);
    const entry = lock.packages[location];
    if (entry.link) {
      // A workspace: node_modules/@coachwork/x → ../../x, as npm lays it out.
      fs.mkdirSync(path.dirname(path.join(target, location)), { recursive: true });
      fs.symlinkSync(path.relative(path.dirname(source), path.join(root, entry.resolved)), path.join(target, location));
      continue;
    }
    if (!fs.existsSync(source)) continue; // an optional package npm left out on this platform
    // Nested node_modules are locations of their own, chosen (or not) separately.
    copyTree(source, path.join(target, location), (rel) => rel === 'node_modules');
  }
  return { packages: locations.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: node scripts/image-tree.mjs TARGET_FOLDER');
    process.exit(2);
  }
  const started = Date.now();
  const { packages } = buildImageTree(path.resolve(target));
  console.log(`image-tree: ${packages} packages into ${target} in ${Date.now() - started} ms`);
}
