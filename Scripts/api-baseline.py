#!/usr/bin/env python3
"""Turns symbol graphs into the public-API baseline that Scripts/api-baseline.sh compares.

  api-baseline.py modules < dump-package.json
      The library modules: the targets of every library product and, transitively, the package
      targets they depend on (a core module the libraries re-export is picked up).
  api-baseline.py render --platform NAME --source TEXT --graphs DIR --output FILE MODULE...
      Writes the baseline of MODULE... from DIR's `M.symbols.json` and `M@Other.symbols.json`
      files and prints the per-module counts.
  api-baseline.py surface --graphs DIR --max-types N --max-symbols N MODULE...
      Prints each module's public types and symbols and their totals, and exits 1 when a total
      is above its limit (the budget for the public neutral surface).
  api-baseline.py surface --graphs DIR --listing MODULE --max-types N --max-symbols N
      Prints MODULE's surface types and symbols (distinct, overrides of UIKit members left out;
      with the modules it re-exports) and exits 1 when either is above its limit.

One line per public (or open) symbol, and one per conformance and superclass of a type:

  TransitionKit  TimingCurve  struct TimingCurve
  TransitionKit  TimingCurve  conforms to Hashable
  TransitionKit  TimingCurve.value(at:)  func value(at: Double) -> Double
  TransitionKit  UINavigationController.pushViewController(_:transition:)  @MainActor func push…

That is: module, path (the symbol's path components), and the declaration as the symbol graph
spells it, with parameters' internal names left out (they are not API), `open` written where the
symbol is open, and `[requirement]` / `[default implementation]` after a protocol's members. Lines
are ordered by module and path, a type's declaration and conformances before its members.

Left out because they vary with the toolchain or the SDK rather than with this package:
synthesized members (protocol extension defaults such as `!=`, the members a class inherits from
UIKit), the implicit conformances in `IMPLICIT_PROTOCOLS`, and the conformances a class inherits
from its SDK superclass (`inherited_from_sdk`). Synthesized members are still counted in the
header, which counts as `swift package dump-symbol-graph` does (the measure of the surface budget).
"""

import argparse
import glob
import json
import os
import sys

TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol"}
# Conformances every type has, or that another listed one implies; which of them a graph lists
# depends on the toolchain (`SendableMetatype` is new in Swift 6.2 and follows from `Sendable`).
IMPLICIT_PROTOCOLS = {
    "Swift.BitwiseCopyable",
    "Swift.Copyable",
    "Swift.Escapable",
    "Swift.SendableMetatype",
}
# Modules whose classes our classes subclass; their protocols come with the superclass.
SDK_MODULES = {"ObjectiveC", "Foundation", "UIKit", "QuartzCore", "CoreFoundation", "CoreGraphics"}
# What `NSObject` brings to every subclass on the Swift side.
NSOBJECT_SWIFT_PROTOCOLS = {
    "Swift.CVarArg",
    "Swift.CustomDebugStringConvertible",
    "Swift.CustomStringConvertible",
    "Swift.Equatable",
    "Swift.Hashable",
}


def library_modules(package):
    """Targets of the library products and the package targets they depend on, sorted."""
    targets = {target["name"]: target for target in package["targets"]}
    pending = [
        name
        for product in package["products"]
        if "library" in product["type"]
        for name in product["targets"]
    ]
    found = set()
    while pending:
        name = pending.pop()
        if name in found or name not in targets:
            continue
        found.add(name)
        for dependency in targets[name].get("dependencies", []):
            for kind in ("byName", "target"):
                if kind in dependency:
                    pending.append(dependency[kind][0])
    return sorted(found)


def is_public(symbol):
    return symbol.get("accessLevel") in ("public", "open")


def is_synthesized(symbol):
    return "::SYNTHESIZED::" in symbol["identifier"]["precise"]


def is_override(symbol):
    """Whether the symbol overrides a member of its superclass (UIKit's, inherited API)."""
    return any(
        fragment["kind"] == "keyword" and fragment["spelling"] == "override"
        for fragment in symbol.get("declarationFragments") or []
    )


def declaration(symbol):
    """The declaration's text without internal parameter names, with `open` where it applies."""
    fragments = symbol.get("declarationFragments") or []
    parts = []
    index = 0
    while index < len(fragments):
        fragment = fragments[index]
        # `at time: Double` → `at: Double`: an internal name after an external label is not API.
        if (
            fragment["kind"] == "text"
            and fragment["spelling"] == " "
            and index > 0
            and fragments[index - 1]["kind"] == "externalParam"
            and index + 1 < len(fragments)
            and fragments[index + 1]["kind"] == "internalParam"
        ):
            index += 2
            continue
        parts.append(fragment)
        index += 1
    text = ""
    inserted_open = symbol.get("accessLevel") != "open"
    for fragment in parts:
        if not inserted_open and fragment["kind"] == "keyword":
            text += "open "
            inserted_open = True
        text += fragment["spelling"]
    return " ".join(text.split())


def usr_name(usr):
    """A readable name for an outside type known only by its USR (`c:@S@CGPoint` → `CGPoint`)."""
    for prefix in ("c:@S@", "c:@E@", "c:objc(cs)", "c:objc(pl)"):
        if usr.startswith(prefix):
            return usr[len(prefix):]
    return usr


def target_name(relationship, names):
    """A relationship's target: module-qualified when it is outside the graph, `Swift.` dropped."""
    target = relationship["target"]
    name = relationship.get("targetFallback") or names.get(target) or usr_name(target)
    return name[len("Swift."):] if name.startswith("Swift.") else name


def constraints(relationship):
    """A conditional conformance's `where` clause, implicit requirements left out."""
    clauses = [
        f"{c['lhs']}: {c['rhs']}" if c["kind"] == "conformance" else f"{c['lhs']} == {c['rhs']}"
        for c in relationship.get("swiftConstraints", [])
        if "Swift." + c.get("rhs", "") not in IMPLICIT_PROTOCOLS
    ]
    return f" where {', '.join(clauses)}" if clauses else ""


def inherited_from_sdk(protocol):
    """Whether a class with a superclass inherits this conformance from the SDK.

    UIKit's delegate protocols are adopted, not inherited (no SDK class our classes subclass is one).
    """
    if "Swift." + protocol in NSOBJECT_SWIFT_PROTOCOLS:
        return True
    module = protocol.split(".", 1)[0] if "." in protocol else ""
    return module in SDK_MODULES and not (module == "UIKit" and protocol.endswith("Delegate"))


def render_module(module, graph_dir):
    """Baseline lines and counts for one module from its graph and its extension graphs."""
    main_path = os.path.join(graph_dir, f"{module}.symbols.json")
    if not os.path.exists(main_path):
        sys.exit(f"api-baseline: no symbol graph for {module} in {graph_dir}")
    paths = [main_path] + sorted(glob.glob(os.path.join(graph_dir, f"{module}@*.symbols.json")))
    graphs = []
    for path in paths:
        with open(path, encoding="utf-8") as file:
            graphs.append(json.load(file))

    names = {}  # precise identifier → dotted path, for symbols and extended outside types
    for graph in graphs:
        for symbol in graph["symbols"]:
            names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
        for relationship in graph["relationships"]:
            if relationship["kind"] == "memberOf" and "targetFallback" in relationship:
                fallback = relationship["targetFallback"]
                names.setdefault(relationship["target"], fallback.split(".", 1)[-1])

    # A protocol's requirement and its default implementation share path and declaration.
    roles = {}
    for graph in graphs:
        for relationship in graph["relationships"]:
            role = {
                "requirementOf": "  [requirement]",
                "optionalRequirementOf": "  [optional requirement]",
                "defaultImplementationOf": "  [default implementation]",
            }.get(relationship["kind"])
            if role:
                roles[relationship["source"]] = role

    counts = {"types": 0, "symbols": 0, "synthesized": 0, "extensions": 0, "listed": 0}
    # The surface: distinct public types and symbols, overrides of SDK members left out.
    surface_types = set()
    surface_symbols = set()
    lines = []
    kinds = {}
    for position, graph in enumerate(graphs):
        for symbol in graph["symbols"]:
            if not is_public(symbol):
                continue
            kinds[symbol["identifier"]["precise"]] = symbol["kind"]["identifier"]
            if position == 0:
                counts["symbols"] += 1
                counts["types"] += symbol["kind"]["identifier"] in TYPE_KINDS
            else:
                counts["extensions"] += 1
            if is_synthesized(symbol):
                counts["synthesized"] += position == 0
                continue
            counts["listed"] += 1
            precise = symbol["identifier"]["precise"]
            if not is_override(symbol):
                surface_symbols.add(precise)
                if symbol["kind"]["identifier"] in TYPE_KINDS:
                    surface_types.add(precise)
            path = ".".join(symbol["pathComponents"])
            role = roles.get(symbol["identifier"]["precise"], "")
            lines.append((module, path, 0, declaration(symbol) + role))

    relations = set()
    superclassed = {
        r["source"] for graph in graphs for r in graph["relationships"] if r["kind"] == "inheritsFrom"
    }
    for graph in graphs:
        for relationship in graph["relationships"]:
            source = relationship["source"]
            if relationship["kind"] not in ("conformsTo", "inheritsFrom"):
                continue
            names.setdefault(source, usr_name(source))
            if source in kinds and kinds[source] not in TYPE_KINDS:
                continue  # a member's relationship, not a type's
            target = target_name(relationship, names)
            if relationship["kind"] == "inheritsFrom":
                relations.add((module, names[source], 1, f"inherits from {target}"))
                continue
            if "Swift." + target in IMPLICIT_PROTOCOLS:
                continue
            if source in superclassed and inherited_from_sdk(target):
                continue
            relations.add((module, names[source], 1, f"conforms to {target}{constraints(relationship)}"))
    counts["relations"] = len(relations)
    counts["surface types"] = len(surface_types)
    counts["surface symbols"] = len(surface_symbols)
    # A type's declaration, then its superclass and conformances, then its members.
    ordered = sorted(lines + list(relations))
    return [f"{module}  {path}  {text}" for module, path, _, text in ordered], counts


def render(args):
    table = []
    body = []
    for module in args.modules:
        lines, counts = render_module(module, args.graphs)
        body.extend(lines)
        table.append((module, counts))
    width = max(len(module) for module in args.modules)
    columns = [
        ("types", "types"),
        ("symbols", "symbols"),
        ("synthesized", "synthesized"),
        ("in extensions", "extensions"),
        ("listed", "listed"),
        ("conformances", "relations"),
        ("surface types", "surface types"),
        ("surface symbols", "surface symbols"),
    ]
    counts_table = ["  ".join(["module".ljust(width)] + [title for title, _ in columns])]
    for module, counts in table:
        counts_table.append(
            "  ".join(
                [module.ljust(width)] + [str(counts[key]).rjust(len(title)) for title, key in columns]
            )
        )
    header = [
        f"# Public API of the TransitionKit library modules on {args.platform}, one line per public",
        "# symbol, conformance and superclass: module, path, declaration. Generated by",
        f"# `Scripts/api-baseline.sh --update` from {args.source}.",
        "# `.ci/run` fails when the public API no longer matches this file, so every change to the",
        "# public API shows here as a reviewed diff.",
        "#",
        "# types: structs, classes, enums and protocols. symbols: every public symbol in the module's",
        "# own symbol graph, synthesized members included (the measure of the surface budget); of them,",
        "# synthesized: protocol defaults such as `!=` and members inherited from SDK classes, not",
        "# listed. in extensions: the module's members of other modules' types, listed.",
        "# conformances: conformance and superclass lines (see Scripts/api-baseline.py).",
        "# surface types, surface symbols: the distinct public types (nested ones counted) and listed",
        "# symbols, overrides of UIKit members left out: the measure of the public surface. A module",
        "# that re-exports others lists their symbols too, so its row is the whole surface an app sees",
        "# (Scripts/api-surface.sh caps TransitionKit's row on iOS).",
        "#",
    ] + [f"# {row}".rstrip() for row in counts_table]
    with open(args.output, "w", encoding="utf-8") as output:
        output.write("\n".join(header + [""] + body) + "\n")
    print(f"{args.platform}:")
    for row in counts_table:
        print(f"  {row}")


def check_limits(args, types, symbols, scope):
    """Exits with a message naming what is above its limit, if anything is."""
    over = []
    if types > args.max_types:
        over.append(f"{types} public types (limit {args.max_types})")
    if symbols > args.max_symbols:
        over.append(f"{symbols} public symbols (limit {args.max_symbols})")
    if over:
        print(
            f"api-surface: {scope}" + " and ".join(over) + ": make machinery `package` or `internal`,"
            " or justify the addition and raise the limit",
            file=sys.stderr,
        )
        sys.exit(1)


def listing_surface(args):
    """One module's distinct types and symbols without overrides; fails above the limits."""
    _, counts = render_module(args.listing, args.graphs)
    types, symbols = counts["surface types"], counts["surface symbols"]
    print(f"{args.listing} on {args.platform}: {types} types, {symbols} symbols"
          f" (limit {args.max_types} / {args.max_symbols}; overrides of UIKit members left out)")
    check_limits(args, types, symbols, f"{args.listing} on {args.platform}: ")


def surface(args):
    """Public types and symbols per module and in total; fails above the limits."""
    if args.listing:
        listing_surface(args)
        return
    rows = []
    for module in args.modules:
        _, counts = render_module(module, args.graphs)
        rows.append((module, counts["types"], counts["symbols"] + counts["extensions"]))
    width = max(len(module) for module in args.modules + ["total"])
    print(f"{'module'.ljust(width)}  types  symbols")
    for module, types, symbols in rows:
        print(f"{module.ljust(width)}  {types:5}  {symbols:7}")
    types = sum(row[1] for row in rows)
    symbols = sum(row[2] for row in rows)
    print(f"{'total'.ljust(width)}  {types:5}  {symbols:7}")
    print(f"{'limit'.ljust(width)}  {args.max_types:5}  {args.max_symbols:7}")
    check_limits(args, types, symbols, "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("modules")
    render_parser = commands.add_parser("render")
    render_parser.add_argument("--platform", required=True)
    render_parser.add_argument("--source", required=True)
    render_parser.add_argument("--graphs", required=True)
    render_parser.add_argument("--output", required=True)
    render_parser.add_argument("modules", nargs="+")
    surface_parser = commands.add_parser("surface")
    surface_parser.add_argument("--graphs", required=True)
    surface_parser.add_argument("--max-types", type=int, required=True)
    surface_parser.add_argument("--max-symbols", type=int, required=True)
    surface_parser.add_argument("--listing", help="count this module's listing only")
    surface_parser.add_argument("--platform", default="iOS", help="the platform named in messages")
    surface_parser.add_argument("modules", nargs="*")
    args = parser.parse_args()
    if args.command == "modules":
        print("\n".join(library_modules(json.load(sys.stdin))))
    elif args.command == "surface":
        surface(args)
    else:
        render(args)


if __name__ == "__main__":
    main()
