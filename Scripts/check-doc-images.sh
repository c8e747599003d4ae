#!/usr/bin/env bash
# Fails when the documentation's filmstrips differ from what the preview tool draws now. The
# committed form is SVG text, so the comparison is exact and the same on every machine (no fonts,
# no rasteriser involved). Fix a failure with Scripts/render-doc-images.sh and commit the images.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
Scripts/render-doc-images.sh "$tmp" >/dev/null
status=0
for image in "$tmp"/*.svg; do
    name=$(basename "$image")
    committed="Docs.docc/Resources/$name"
    if [[ ! -e "$committed" ]]; then
        echo "check-doc-images: $committed is missing" >&2
        status=1
    elif ! cmp -s "$image" "$committed"; then
        echo "check-doc-images: $committed is out of date:" >&2
        diff -u "$committed" "$image" | head -n 20 >&2 || true
        status=1
    fi
done
for image in Docs.docc/Resources/*-filmstrip.*; do
    [[ -e "$tmp/$(basename "${image%.*}").svg" && "$image" == *.svg ]] \
        || { echo "check-doc-images: $image is not drawn by Scripts/render-doc-images.sh" >&2; status=1; }
done
[[ $status -eq 0 ]] && echo "check-doc-images: $(ls "$tmp" | wc -l) filmstrips up to date"
[[ $status -eq 0 ]] || echo "check-doc-images: run Scripts/render-doc-images.sh and commit" >&2
exit $status
