#!/usr/bin/env bash
# Cuts the Czech and Slovak letters beyond Latin-1 (Č Ď Ě Ĺ Ľ Ň Ŕ Ř Š Ť Ů Ž, both cases) out
# of each @fontsource latin-ext file into public/fonts/v1/*-czech-slovak-*: a Czech page
# then loads 2.5-5 KB per weight instead of 33 KB (see app/styles/fonts.css, whose
# unicode-ranges must match LETTERS). Every layout feature and name record is kept, so the
# letters render as they did from latin-ext. Run once when a font changes, and put changed
# files under a new /fonts/vN/ (the folder is cached as immutable).
#
#   scripts/subset-fonts.sh     (needs fontTools with brotli: Debian's python3-fonttools
#                                and python3-brotli)
set -euo pipefail

LETTERS="U+010C-010F,U+011A-011B,U+0139-013A,U+013D-013E,U+0147-0148,U+0154-0155,U+0158-0159,U+0160-0161,U+0164-0165,U+016E-016F,U+017D-017E"
DIR="$(dirname "$0")/../public/fonts/v1"

for source in "$DIR"/*-latin-ext-*-normal.woff2; do
  target="${source/-latin-ext-/-czech-slovak-}"
  for flavor in woff2 woff; do
    python3 -m fontTools.subset "$source" \
      --unicodes="$LETTERS" \
      --layout-features='*' --name-IDs='*' --name-languages='*' \
      --flavor="$flavor" --output-file="${target%.woff2}.$flavor"
  done
done
