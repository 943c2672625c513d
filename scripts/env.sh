# Sourced by the scripts: the tool paths and settings every build needs.
PARLOUR_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$PARLOUR_ROOT/.tools/binaryen/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export CHROME_PATH=/usr/bin/chromium
