# Shared helpers for the repository's scripts. Sourced, not executed.

# Runs pnpm: the one on PATH, else the exact version pinned in package.json through npx,
# so a fresh machine with only Node and npm needs no global install.
pnpm_cmd() {
  if command -v pnpm >/dev/null 2>&1; then
    pnpm "$@"
  else
    local version
    version=$(node -p "require('./package.json').packageManager.split('@')[1]")
    npx --yes "pnpm@${version}" "$@"
  fi
}

require_node() {
  node -e '
    const [major, minor] = process.versions.node.split(".").map(Number);
    if (major < 20 || (major === 20 && minor < 19)) {
      console.error(`Node ${process.versions.node} is too old: Pharmacy Portal needs Node >= 20.19.`);
      process.exit(1);
    }'
}
