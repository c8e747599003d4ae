#!/usr/bin/env bash
# Builds the Catalog app (Examples/Catalog) the way CI checks it, without Xcode:
#   1. Scripts/check-catalog-project.py checks the structure of Catalog.xcodeproj (every ID it
#      names exists, the local package reference, iOS 15, and that the target compiles exactly the
#      Swift files Examples/Catalog/Package.swift builds);
#   2. ../shared/ios-sdk/ios-build compiles every one of those files for arm64-apple-ios15.0
#      against the iOS 16.5 SDK, warnings as errors, with the library from this checkout.
# Usage: Scripts/build-examples.sh   (from anywhere; expects ../shared beside the repository)
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ios_build="$repo/../shared/ios-sdk/ios-build"
[[ -x "$ios_build" ]] || { echo "build-examples: $ios_build not found (../shared must be beside the repository)" >&2; exit 2; }

# SwiftPM names a package by its folder: a repository in a folder named "catalog" would have the
# example package's name, and SwiftPM would look for the library in the wrong package.
if [[ "$(basename "$repo" | tr '[:upper:]' '[:lower:]')" == catalog ]]; then
    echo "build-examples: the repository's folder is named '$(basename "$repo")', the same package identity as" \
        "Examples/Catalog; clone it into a folder with another name" >&2
    exit 2
fi

python3 "$repo/Scripts/check-catalog-project.py" "$repo/Examples/Catalog"
cd "$repo/Examples/Catalog"
"$ios_build" -- -Xswiftc -warnings-as-errors
