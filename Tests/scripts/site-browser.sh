#!/usr/bin/env bash
# The catalog site in a real browser: builds it from the registry with `pieces build --site`, loads it
# from file:// in headless Chromium and checks the DOM the page scripts leave (every piece listed,
# search filtering with accents and typos forgiven, highlighted tokens, the folded generated block,
# the motion plots), then takes screenshots, light and dark.
#
# Usage: Tests/scripts/site-browser.sh [SCREENSHOT_DIR]
#   SCREENSHOT_DIR  where the screenshots go (default: a temporary folder, removed on exit)
#   PIECES_SCRATCH  the build folder (default .build)
# Installs Debian's chromium with apt-get when it is missing.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="${PIECES_SCRATCH:-$repo/.build}"

fail() { echo "site-browser: FAIL: $*" >&2; exit 1; }
note() { echo "site-browser: $*"; }

if ! command -v chromium >/dev/null 2>&1; then
    note "installing chromium"
    sudo_prefix=""
    [ "$(id -u)" -eq 0 ] || sudo_prefix="sudo"
    $sudo_prefix apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_prefix apt-get install -y -qq chromium >/dev/null
fi
command -v chromium >/dev/null 2>&1 || fail "chromium is not installed and could not be installed"
command -v python3 >/dev/null 2>&1 || fail "python3 is needed to read the DOM"

work="$(mktemp -d "${TMPDIR:-/tmp}/pieces-site.XXXXXX")"
trap 'rm -rf "$work"' EXIT
shots="${1:-$work/screenshots}"
mkdir -p "$shots"

cd "$repo"
swift build --product pieces --scratch-path "$scratch" >/dev/null
pieces="$(swift build --scratch-path "$scratch" --show-bin-path)/pieces"
# A copy of the registry, so the build never touches the repository's index.
cp -R registry "$work/registry"
"$pieces" build --registry "$work/registry" --site "$work/site" --quiet || fail "pieces build --site failed"
site="$work/site"
[ -f "$site/index.html" ] || fail "no index.html in $site"

browse() { # URL -> the DOM after the page's scripts ran
    chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --user-data-dir="$work/profile" \
        --dump-dom "$1" 2>/dev/null
}
shoot() { # FILE URL [extra flags...]
    local file="$1" url="$2"; shift 2
    chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars --user-data-dir="$work/profile" \
        --window-size=1280,900 --screenshot="$file" "$@" "$url" >/dev/null 2>&1
    [ -s "$file" ] || fail "no screenshot at $file"
    note "screenshot $file"
}

browse "file://$site/index.html" > "$work/index.dom"
browse "file://$site/index.html?q=elastco" > "$work/typo.dom"
browse "file://$site/index.html?q=el%C3%A1stico" > "$work/accent.dom"
browse "file://$site/index.html?q=boton%20arrastrar" > "$work/words.dom"
browse "file://$site/index.html?q=zzzqqq" > "$work/none.dom"
browse "file://$site/pieces/ElasticButton.html" > "$work/piece.dom"
browse "file://$site/motion.html" > "$work/motion.dom"

python3 - "$work" "$site" <<'PY' || fail "the DOM is not what the site should show"
import json, sys
from html.parser import HTMLParser

work, site = sys.argv[1], sys.argv[2]
names = [p["name"] for p in json.load(open(f"{site}/index.json"))["pieces"]]

class Page(HTMLParser):
    def __init__(self, path):
        super().__init__()
        self.cards, self.classes, self.body, self.tags, self.details = {}, {}, {}, {}, []
        self.feed(open(path, encoding="utf-8").read())
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags[tag] = self.tags.get(tag, 0) + 1
        if "data-piece" in a:
            self.cards[a.get("data-name")] = "hidden" not in a
        for c in (a.get("class") or "").split():
            self.classes[c] = self.classes.get(c, 0) + 1
        if tag == "body":
            self.body = a
        if tag == "details":
            self.details.append(a.get("class"))

problems = []
def check(ok, message):
    if not ok: problems.append(message)

index = Page(f"{work}/index.dom")
check(sorted(index.cards) == sorted(names), f"the index lists {sorted(index.cards)}, the registry {sorted(names)}")
check(all(index.cards.values()), "a piece is hidden with no query")
check(index.body.get("data-search-results") == str(len(names)), f"search ran with {index.body.get('data-search-results')} results, not {len(names)}")

def shown(page): return sorted(n for n, visible in page.cards.items() if visible)
typo = Page(f"{work}/typo.dom")
check("ElasticButton" in shown(typo), "?q=elastco (a typo) does not find ElasticButton")
check(0 < len(shown(typo)) < len(names), f"?q=elastco shows {len(shown(typo))} pieces: nothing was filtered")
accent = Page(f"{work}/accent.dom")
check("ElasticButton" in shown(accent), "?q=elástico does not find ElasticButton (tag elástico)")
check(len(shown(accent)) < len(names), "?q=elástico filtered nothing")
words = Page(f"{work}/words.dom")
check("ElasticButton" in shown(words), "?q=boton arrastrar (accents left out, two words) does not find ElasticButton")
check(len(shown(words)) < len(shown(accent)) or len(shown(words)) < len(names), "two words did not narrow the search")
none = Page(f"{work}/none.dom")
check(shown(none) == [] and none.body.get("data-search-results") == "0", "?q=zzzqqq still shows pieces")

piece = Page(f"{work}/piece.dom")
for cls in ["tk", "tt", "ts", "tc", "td", "tn", "ta"]:
    check(piece.classes.get(cls, 0) > 0, f"no highlighted token of class {cls} on the piece page")
check("generated" in piece.details, "the Piece motion block is not folded in a <details>")
check(piece.classes.get("copy", 0) == 1, "no copy button on the piece page")

motion = Page(f"{work}/motion.dom")
check(motion.tags.get("svg", 0) >= 5 + 12 + 4, f"the motion page has {motion.tags.get('svg', 0)} plots")
check(motion.classes.get("dot", 0) >= 2 * (5 + 12), "the motion page has too few animated dots")

if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
print(f"site-browser: {len(names)} pieces listed; typo, accent and two-word searches filter; tokens highlighted; block folded; motion plotted")
PY

shoot "$shots/index-light.png" "file://$site/index.html"
shoot "$shots/index-dark.png" "file://$site/index.html" --force-dark-mode --blink-settings=preferredColorScheme=0
shoot "$shots/search-light.png" "file://$site/index.html?q=swipe"
shoot "$shots/piece-light.png" "file://$site/pieces/ElasticButton.html"
shoot "$shots/piece-dark.png" "file://$site/pieces/ElasticButton.html" --force-dark-mode --blink-settings=preferredColorScheme=0
shoot "$shots/motion-light.png" "file://$site/motion.html" --force-prefers-reduced-motion
shoot "$shots/motion-dark.png" "file://$site/motion.html" --force-dark-mode --blink-settings=preferredColorScheme=0 --force-prefers-reduced-motion
note "ok"
