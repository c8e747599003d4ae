#!/usr/bin/env bash
# Fails when the documentation's filmstrips differ from what the preview tool renders now:
# regenerates them into a temporary directory and compares byte for byte with Docs.docc/Resources.
# Fix a failure with Scripts/render-doc-images.sh and commit the images.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
Scripts/render-doc-images.sh "$tmp" >/dev/null
status=0
for image in "$tmp"/*.png; do
    name=$(basename "$image")
    if ! cmp -s "$image" "Docs.docc/Resources/$name"; then
        echo "check-doc-images: Docs.docc/Resources/$name is out of date" >&2
        status=1
    fi
done
for image in Docs.docc/Resources/*-filmstrip.png; do
    [[ -e "$tmp/$(basename "$image")" ]] || { echo "check-doc-images: $image is no longer rendered" >&2; status=1; }
done
[[ $status -eq 0 ]] && echo "check-doc-images: $(ls "$tmp" | wc -l) filmstrips up to date"
[[ $status -eq 0 ]] || echo "check-doc-images: run Scripts/render-doc-images.sh and commit" >&2
exit $status
