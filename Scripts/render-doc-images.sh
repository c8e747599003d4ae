#!/usr/bin/env bash
# Renders the documentation's filmstrips with the preview tool into Docs.docc/Resources
# (or into the directory given as $1): PNG via rsvg-convert (Debian: librsvg2-bin), installed
# with apt-get if missing. The images are the same plans the UIKit animators run.
#
#   Scripts/render-doc-images.sh [output-dir]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out="${1:-Docs.docc/Resources}"
mkdir -p "$out"

if ! command -v rsvg-convert >/dev/null; then
    echo "render-doc-images: installing rsvg-convert (apt-get install librsvg2-bin)"
    sudo=""
    [[ $(id -u) -ne 0 ]] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq librsvg2-bin >/dev/null
fi

swift build --product transitionkit-preview >/dev/null
bin="$(swift build --show-bin-path)/transitionkit-preview"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# name, then preview arguments. Keep in step with the images the articles reference.
images=(
    "zoom-push-filmstrip|zoom --frames 5"
    "slide-push-filmstrip|slide --frames 5"
    "slide-pop-rtl-filmstrip|slide --operation pop --rtl --frames 5"
    "crossFade-push-filmstrip|crossFade --frames 5"
    "toolbarMorph-push-filmstrip|toolbarMorph --frames 5"
)
for entry in "${images[@]}"; do
    name="${entry%%|*}"
    read -r -a args <<<"${entry#*|}"
    "$bin" "${args[@]}" --output "$tmp/$name.svg" 2>/dev/null
    # Half scale keeps a five-frame strip about 1100 px wide.
    rsvg-convert --zoom 0.5 --format png --output "$tmp/$name.png" "$tmp/$name.svg"
    mv "$tmp/$name.png" "$out/$name.png"
done
echo "render-doc-images: ${#images[@]} filmstrips in $out"
