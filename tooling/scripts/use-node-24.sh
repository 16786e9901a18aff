# Source this (`source tooling/scripts/use-node-24.sh`): Node 24 LTS from the npm registry's
# `node` package, installed into .node/ when missing, first on PATH for this shell. Node 20,
# which may be the machine's, reached its end of life on 2026-04-30; it only starts this install.
node_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/.node"
if [ ! -x "$node_dir/node_modules/.bin/node" ]; then
  npm install --prefix "$node_dir" --no-audit --no-fund --loglevel=error node@24 >/dev/null
fi
# npm's global prefix follows the Node that runs it: with this Node first on PATH, `npm install -g`
# (pnpm, in the README's commands) puts its commands beside it, in node/bin, which goes on PATH too.
export PATH="$node_dir/node_modules/.bin:$node_dir/node_modules/node/bin:$PATH"
echo "Node $(node --version) from $node_dir"
