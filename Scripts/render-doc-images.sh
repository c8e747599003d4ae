#!/usr/bin/env bash
# Draws the documentation's filmstrips with the preview tool into Docs.docc/Resources (or into the
# directory given as $1) as SVG: text, the same on every machine, and shown as-is by DocC and
# GitHub. The images are the same plans the UIKit animators run, their screens drawn as the
# gallery draws them (the photo grid, the detail, toolbars, the status bar). The README's pictures
# are two of them.
#
#   Scripts/render-doc-images.sh [output-dir]
#   Scripts/render-doc-images.sh --png DIR   # also rasterise them to PNG in DIR (rsvg-convert,
#                                            # Debian: librsvg2-bin) for places that need pixels
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
png_dir=""
if [[ "${1:-}" == "--png" ]]; then
    png_dir="${2:?render-doc-images: --png needs a directory}"
    shift 2
fi
out="${1:-Docs.docc/Resources}"
mkdir -p "$out"

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
    "lift-push-filmstrip|lift --frames 5"
    "card-push-filmstrip|card --frames 5"
)
for entry in "${images[@]}"; do
    name="${entry%%|*}"
    read -r -a args <<<"${entry#*|}"
    "$bin" "${args[@]}" --output "$tmp/$name.svg" 2>"$tmp/log" || { cat "$tmp/log" >&2; exit 1; }
    mv "$tmp/$name.svg" "$out/$name.svg"
done
echo "render-doc-images: ${#images[@]} filmstrips in $out"

if [[ -n "$png_dir" ]]; then
    command -v rsvg-convert >/dev/null || { echo "render-doc-images: --png needs rsvg-convert (apt-get install librsvg2-bin)" >&2; exit 1; }
    mkdir -p "$png_dir"
    for entry in "${images[@]}"; do
        name="${entry%%|*}"
        # Half scale keeps a five-frame strip about 1100 px wide.
        rsvg-convert --zoom 0.5 --format png --output "$png_dir/$name.png" "$out/$name.svg"
    done
    echo "render-doc-images: PNG copies in $png_dir"
fi
