#!/usr/bin/env bash
# Fills the population cache from GitHub: each dump listed in dumps.tsv (probe id, commit of
# linuxhw/LsUSB, path) is downloaded from raw.githubusercontent.com at its commit into
# ${POPULATION_DUMPS:-~/.cache/linkledger/population/dumps}/<probe id>. The dumps stay out of the
# repository (the data set is public; we keep the list). Usage: advisor/bench/population/fetch.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dir="${POPULATION_DUMPS:-$HOME/.cache/linkledger/population/dumps}"
mkdir -p "$dir"
tail -n +2 "$here/dumps.tsv" | while IFS=$'\t' read -r probe commit path; do
  [ -s "$dir/$probe" ] && continue
  url="https://raw.githubusercontent.com/linuxhw/LsUSB/$commit/$(python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1]))' "$path")"
  curl -fsSL "$url" -o "$dir/$probe.part" && mv "$dir/$probe.part" "$dir/$probe" || echo "failed: $probe $url" >&2
done
ls "$dir" | wc -l
