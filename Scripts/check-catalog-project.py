#!/usr/bin/env python3
"""Checks the structure of the Catalog app's Xcode project without Xcode.

Usage: Scripts/check-catalog-project.py [Examples/Catalog]

`Examples/Catalog/Catalog.xcodeproj/project.pbxproj` is written by hand (there is no Xcode on the
CI machine), so this script reads it as Xcode would — an old-style (OpenStep) property list — and
fails with a message for each problem it finds:

- the file parses; every object ID is 24 hexadecimal digits and appears once;
- every ID a field names exists and is of the kind the field expects (a build file's `fileRef` is
  a file reference, a target's build phases are build phases, ...); every object is reachable
  from the root object, and every build file belongs to exactly one build phase;
- Xcode 15 opens it: `objectVersion` at most 60 (Xcode 15's format), no Xcode 16-only objects
  (`PBXFileSystemSynchronized…` folders);
- the app target is an iOS application with deployment target 15.0 in every configuration, built
  in the Swift 5 language mode (`SWIFT_VERSION = 5.0`: Xcode 15 knows no 6.0; CI compiles the
  same files in the Swift 6 mode through Examples/Catalog/Package.swift, and in the Swift 5 mode
  through Scripts/check-swift5-manifest.sh);
- the package reference is an `XCLocalSwiftPackageReference` whose `relativePath` leads to the
  repository's `Package.swift`, and each product the target links is a library product of it;
- the Swift files the target compiles are exactly the Swift files in the folder that
  `Examples/Catalog/Package.swift` builds for CI (so none is left out of either), each group path
  leads to an existing folder and each file reference to an existing file;
- the shared scheme builds and launches that target.

Exit status 0 when the project is sound, 1 otherwise.
"""

import os
import re
import sys
import xml.etree.ElementTree as ElementTree

ID = re.compile(r"^[0-9A-F]{24}$")


class ParseError(Exception):
    pass


class Plist:
    """A parser for the old-style property lists Xcode writes (dictionaries, arrays, strings)."""

    def __init__(self, text):
        self.text = text
        self.at = 0
        self.duplicates = []

    def skip(self):
        text = self.text
        while self.at < len(text):
            if text[self.at].isspace():
                self.at += 1
            elif text.startswith("//", self.at):
                end = text.find("\n", self.at)
                self.at = len(text) if end < 0 else end + 1
            elif text.startswith("/*", self.at):
                end = text.find("*/", self.at + 2)
                if end < 0:
                    raise ParseError("unterminated comment")
                self.at = end + 2
            else:
                return

    def expect(self, char):
        self.skip()
        if not self.text.startswith(char, self.at):
            line = self.text.count("\n", 0, self.at) + 1
            raise ParseError(f"line {line}: expected '{char}'")
        self.at += 1

    def peek(self):
        self.skip()
        return self.text[self.at] if self.at < len(self.text) else ""

    def value(self):
        char = self.peek()
        if char == "{":
            return self.dictionary()
        if char == "(":
            return self.array()
        return self.string()

    def dictionary(self):
        self.expect("{")
        result = {}
        while self.peek() != "}":
            key = self.string()
            self.expect("=")
            if key in result:
                self.duplicates.append(key)
            result[key] = self.value()
            self.expect(";")
        self.expect("}")
        return result

    def array(self):
        self.expect("(")
        result = []
        while self.peek() != ")":
            result.append(self.value())
            if self.peek() != ")":
                self.expect(",")
        self.expect(")")
        return result

    def string(self):
        self.skip()
        text = self.text
        if self.at < len(text) and text[self.at] == '"':
            self.at += 1
            out = []
            while self.at < len(text) and text[self.at] != '"':
                if text[self.at] == "\\":
                    self.at += 1
                out.append(text[self.at])
                self.at += 1
            self.expect('"')
            return "".join(out)
        match = re.compile(r"[A-Za-z0-9_$+/:.\-]+").match(text, self.at)
        if not match:
            line = text.count("\n", 0, self.at) + 1
            raise ParseError(f"line {line}: expected a value")
        self.at = match.end()
        return match.group(0)


# Which kinds of object each field may name.
PHASES = {"PBXSourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXResourcesBuildPhase"}
REFERENCES = {
    "rootObject": {"PBXProject"},
    "mainGroup": {"PBXGroup"},
    "productRefGroup": {"PBXGroup"},
    "children": {"PBXGroup", "PBXFileReference"},
    "targets": {"PBXNativeTarget"},
    "buildConfigurationList": {"XCConfigurationList"},
    "buildConfigurations": {"XCBuildConfiguration"},
    "buildPhases": PHASES,
    "files": {"PBXBuildFile"},
    "fileRef": {"PBXFileReference"},
    "productRef": {"XCSwiftPackageProductDependency"},
    "productReference": {"PBXFileReference"},
    "packageReferences": {"XCLocalSwiftPackageReference"},
    "packageProductDependencies": {"XCSwiftPackageProductDependency"},
    "package": {"XCLocalSwiftPackageReference"},
}


def main():
    catalog = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Examples/Catalog")
    project_dir = os.path.join(catalog, "Catalog.xcodeproj")
    pbxproj = os.path.join(project_dir, "project.pbxproj")
    problems = []

    try:
        with open(pbxproj, encoding="utf-8") as file:
            text = file.read()
        parser = Plist(text)
        root = parser.value()
    except (OSError, ParseError) as error:
        print(f"check-catalog-project: {pbxproj}: {error}", file=sys.stderr)
        return 1
    if not text.startswith("// !$*UTF8*$!"):
        problems.append("the file does not start with the UTF-8 marker '// !$*UTF8*$!'")
    problems += [f"key '{key}' appears twice in one dictionary" for key in parser.duplicates]

    objects = root.get("objects", {})
    version = str(root.get("objectVersion", ""))
    if not version.isdigit() or int(version) > 60:
        problems.append(f"objectVersion is {version or 'missing'}: Xcode 15 opens 60 and below")
    newer = sorted({obj.get("isa") for obj in objects.values() if isinstance(obj, dict)
                    and str(obj.get("isa", "")).startswith("PBXFileSystemSynchronized")})
    if newer:
        problems.append(f"objects Xcode 15 does not know: {', '.join(newer)}")
    for oid, obj in objects.items():
        if not ID.match(oid):
            problems.append(f"object ID '{oid}' is not 24 hexadecimal digits")
        if not isinstance(obj, dict) or "isa" not in obj:
            problems.append(f"object {oid} has no isa")

    def isa(oid):
        return objects.get(oid, {}).get("isa")

    # Every ID a field names exists, with the expected kind; collect the edges for reachability.
    edges = {oid: [] for oid in objects}

    def check_field(owner, key, value):
        kinds = REFERENCES[key]
        for item in value if isinstance(value, list) else [value]:
            if not isinstance(item, str) or not ID.match(item):
                problems.append(f"{owner}.{key} holds '{item}', not an object ID")
            elif item not in objects:
                problems.append(f"{owner}.{key} names {item}, which does not exist")
            elif isa(item) not in kinds:
                problems.append(f"{owner}.{key} names {item}, a {isa(item)}, not one of {sorted(kinds)}")
            elif owner in edges:
                edges[owner].append(item)

    check_field("root", "rootObject", root.get("rootObject"))
    for oid, obj in objects.items():
        for key, value in obj.items():
            if key in REFERENCES:
                check_field(oid, key, value)
        for target in obj.get("attributes", {}).get("TargetAttributes", {}):
            check_field(oid, "targets", target)

    # Reachability from the root object.
    project_id = root.get("rootObject")
    seen, stack = set(), [project_id]
    while stack:
        oid = stack.pop()
        if oid in seen or oid not in objects:
            continue
        seen.add(oid)
        stack.extend(edges.get(oid, []))
    for oid in objects:
        if oid not in seen:
            problems.append(f"object {oid} ({isa(oid)}) is not reachable from the root object")

    # Each build file is in exactly one phase.
    owners = {}
    for oid, obj in objects.items():
        if obj.get("isa") in PHASES:
            for build_file in obj.get("files", []):
                owners.setdefault(build_file, []).append(oid)
    for oid, obj in objects.items():
        if obj.get("isa") == "PBXBuildFile" and len(owners.get(oid, [])) != 1:
            problems.append(f"build file {oid} is in {len(owners.get(oid, []))} build phases, not 1")
        if obj.get("isa") == "PBXBuildFile" and ("fileRef" in obj) == ("productRef" in obj):
            problems.append(f"build file {oid} needs exactly one of fileRef and productRef")

    # Paths of groups and file references, resolved from the project's folder.
    paths = {}

    def walk(group_id, folder):
        group = objects.get(group_id, {})
        here = os.path.join(folder, group["path"]) if "path" in group else folder
        if group.get("sourceTree") != "<group>":
            return
        paths[group_id] = here
        if "path" in group and not os.path.exists(here):
            problems.append(f"{group.get('isa')} {group_id} points to {os.path.relpath(here, catalog)}, which is missing")
        for child in group.get("children", []):
            walk(child, here)

    project = objects.get(project_id, {})
    walk(project.get("mainGroup"), catalog)

    # The app target.
    targets = [objects.get(t, {}) for t in project.get("targets", [])]
    apps = [t for t in targets if t.get("productType") == "com.apple.product-type.application"]
    if len(apps) != 1:
        problems.append(f"expected one iOS application target, found {len(apps)}")
        app = {}
    else:
        app = apps[0]
    project_settings = [
        objects.get(c, {}).get("buildSettings", {})
        for c in objects.get(project.get("buildConfigurationList"), {}).get("buildConfigurations", [])
    ]
    target_configs = objects.get(app.get("buildConfigurationList"), {}).get("buildConfigurations", [])
    if not target_configs:
        problems.append("the app target has no build configurations")
    for config in target_configs:
        settings = objects.get(config, {}).get("buildSettings", {})
        name = objects.get(config, {}).get("name")
        inherited = next((s for s in project_settings if "IPHONEOS_DEPLOYMENT_TARGET" in s), {})
        deployment = settings.get("IPHONEOS_DEPLOYMENT_TARGET", inherited.get("IPHONEOS_DEPLOYMENT_TARGET"))
        if deployment != "15.0":
            problems.append(f"configuration {name}: IPHONEOS_DEPLOYMENT_TARGET is {deployment}, not 15.0")
        swift = settings.get("SWIFT_VERSION", next((s["SWIFT_VERSION"] for s in project_settings if "SWIFT_VERSION" in s), None))
        if swift != "5.0":
            problems.append(f"configuration {name}: SWIFT_VERSION is {swift}, not 5.0 (Xcode 15 knows no 6.0)")
        sdk = settings.get("SDKROOT", next((s["SDKROOT"] for s in project_settings if "SDKROOT" in s), None))
        if sdk != "iphoneos":
            problems.append(f"configuration {name}: SDKROOT is {sdk}, not iphoneos")
        if settings.get("GENERATE_INFOPLIST_FILE") != "YES" and "INFOPLIST_FILE" not in settings:
            problems.append(f"configuration {name}: neither GENERATE_INFOPLIST_FILE nor INFOPLIST_FILE")

    # The package: a local reference to the repository, and library products of it.
    repository = None
    for reference in project.get("packageReferences", []):
        relative = objects.get(reference, {}).get("relativePath")
        repository = os.path.normpath(os.path.join(catalog, relative or ""))
        if not relative or not os.path.isfile(os.path.join(repository, "Package.swift")):
            problems.append(f"package reference {reference}: relativePath '{relative}' has no Package.swift")
            repository = None
    if repository is None:
        problems.append("the project references no local package")
    else:
        with open(os.path.join(repository, "Package.swift"), encoding="utf-8") as file:
            manifest = file.read()
        libraries = set(re.findall(r'\.library\(\s*name:\s*"([^"]+)"', manifest))
        linked = {objects.get(p, {}).get("productName") for p in app.get("packageProductDependencies", [])}
        for product in sorted(linked):
            if product not in libraries:
                problems.append(f"the target links '{product}', not a library product of {repository}/Package.swift")
        for product in ("TransitionKit", "TransitionKitGestures"):
            if product not in linked:
                problems.append(f"the target does not link {product}")
        frameworks = [objects.get(p, {}) for p in app.get("buildPhases", []) if isa(p) == "PBXFrameworksBuildPhase"]
        in_phase = {objects.get(b, {}).get("productRef") for f in frameworks for b in f.get("files", [])}
        for product in app.get("packageProductDependencies", []):
            if product not in in_phase:
                problems.append(f"product {product} is not in the target's Frameworks phase")

    # The compiled Swift files are exactly those of the folder Package.swift builds.
    compiled = set()
    for phase in app.get("buildPhases", []):
        if isa(phase) == "PBXSourcesBuildPhase":
            for build_file in objects[phase].get("files", []):
                file_ref = objects.get(build_file, {}).get("fileRef")
                if file_ref not in objects:
                    continue  # reported above
                parent = next((g for g, o in objects.items() if file_ref in o.get("children", [])), None)
                if parent not in paths:
                    problems.append(f"source {file_ref} is not in a group under the project")
                    continue
                path = os.path.join(paths[parent], objects[file_ref].get("path", ""))
                if not os.path.isfile(path):
                    problems.append(f"source {os.path.relpath(path, catalog)} does not exist")
                compiled.add(os.path.normpath(path))
    with open(os.path.join(catalog, "Package.swift"), encoding="utf-8") as file:
        target_path = re.search(r'\.target\(.*?\bpath:\s*"([^"]+)"', file.read(), re.DOTALL)
    if not target_path:
        problems.append("Package.swift names no target path")
    source_root = os.path.join(catalog, target_path.group(1) if target_path else "Catalog")
    on_disk = {
        os.path.normpath(os.path.join(folder, name))
        for folder, _, names in os.walk(source_root)
        for name in names
        if name.endswith(".swift")
    }
    for path in sorted(on_disk - compiled):
        problems.append(f"{os.path.relpath(path, catalog)} is built by Package.swift but not by the Xcode target")
    for path in sorted(compiled - on_disk):
        problems.append(f"{os.path.relpath(path, catalog)} is built by the Xcode target but not by Package.swift")

    # The shared scheme builds and launches the app target.
    scheme = os.path.join(project_dir, "xcshareddata", "xcschemes", "Catalog.xcscheme")
    target_ids = [t for t in project.get("targets", []) if objects.get(t) is app]
    try:
        references = ElementTree.parse(scheme).getroot().iter("BuildableReference")
        for reference in references:
            if reference.get("BlueprintIdentifier") not in target_ids:
                problems.append(f"the scheme names target {reference.get('BlueprintIdentifier')}, not the app")
            if reference.get("ReferencedContainer") != "container:Catalog.xcodeproj":
                problems.append(f"the scheme's container is {reference.get('ReferencedContainer')}")
    except (OSError, ElementTree.ParseError) as error:
        problems.append(f"scheme {os.path.relpath(scheme, catalog)}: {error}")

    for problem in problems:
        print(f"check-catalog-project: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(
        f"check-catalog-project: {len(objects)} objects, {len(compiled)} Swift files, "
        f"package {os.path.relpath(repository or '', catalog)}: sound"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
