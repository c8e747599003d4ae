#!/usr/bin/env bash
# Fails when a number README.md states differs from the script or folder that enforces it, so the
# README cannot contradict CI:
#   - the public API caps: every "N types" and "M symbols" (max_types, max_symbols in
#     Scripts/api-surface.sh), and every "N iOS types" and "M iOS symbols" (ios_max_types,
#     ios_max_symbols there);
#   - the golden plans, "N plans" (the JSON files under Tests/GoldenPlans);
#   - the benchmark smoke run's tolerance, "more than N% above the one checked in" (TOLERANCE= in
#     Scripts/benchmark-smoke.sh).
# Every statement of each is checked, and each must be stated at least once.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

python3 - <<'PY'
import pathlib, re, sys

readme = pathlib.Path("README.md").read_text()
surface = pathlib.Path("Scripts/api-surface.sh").read_text()
smoke = pathlib.Path("Scripts/benchmark-smoke.sh").read_text()
problems = []

def script_number(text, name, script):
    match = re.search(rf"^{name}=(\d+)$", text, re.M) or re.search(rf"-v {name}=(\d+)", text)
    if not match:
        sys.exit(f"check-readme: {name} not found in {script}")
    return int(match.group(1))

def check(label, pattern, expected, convert=int):
    found = re.findall(pattern, readme)
    if not found:
        problems.append(f"README.md never states {label} (expected {expected})")
    for value in found:
        value = convert(value)
        if value != expected:
            problems.append(f"README.md states {label} as {value}; the scripts enforce {expected}")

max_types = script_number(surface, "max_types", "Scripts/api-surface.sh")
max_symbols = script_number(surface, "max_symbols", "Scripts/api-surface.sh")
# Any count of types or symbols is read as a cap: the README states no other such count.
check("the public type cap", r"(\d+)\s+(?:public\s+)?(?:neutral\s+)?types\b", max_types)
check("the public symbol cap", r"(\d+)\s+(?:public\s+)?(?:neutral\s+)?symbols\b", max_symbols)
ios_max_types = script_number(surface, "ios_max_types", "Scripts/api-surface.sh")
ios_max_symbols = script_number(surface, "ios_max_symbols", "Scripts/api-surface.sh")
check("the iOS type cap", r"(\d+)\s+iOS\s+types\b", ios_max_types)
check("the iOS symbol cap", r"(\d+)\s+iOS\s+symbols\b", ios_max_symbols)

goldens = len(list(pathlib.Path("Tests/GoldenPlans").rglob("*.json")))
check("the number of golden plans", r"(\d+)\s+golden\s+plans", goldens)

tolerance_match = re.search(r"^TOLERANCE=([0-9.]+)$", smoke, re.M)
if not tolerance_match:
    sys.exit("check-readme: TOLERANCE not found in Scripts/benchmark-smoke.sh")
tolerance = round((float(tolerance_match.group(1)) - 1) * 100)
check("the benchmark time tolerance", r"more\s+than\s+(\d+)%\s+above\s+the\s+one\s+checked\s+in",
      tolerance)

for problem in problems:
    print(f"check-readme: {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
print(f"check-readme: API caps {max_types} types / {max_symbols} symbols (Linux), "
      f"{ios_max_types} / {ios_max_symbols} (iOS), {goldens} golden plans, "
      f"benchmark tolerance {tolerance}%: as the scripts enforce")
PY
