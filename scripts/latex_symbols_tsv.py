#!/usr/bin/env python3
"""latex_symbols_tsv.py — the REPL's LaTeX and emoji tab completions as data.

Reads julia-vim's autoload/julia_latex_symbols.vim, a machine-made dump of Julia's own
REPL.REPLCompletions.latex_symbols and emoji_symbols dictionaries (its header names the
Julia version it was dumped from), and writes jit/latex_symbols.tsv: one line per
abbreviation, `\\abbrev<TAB>characters`, sorted by the abbreviation's UTF-8 bytes so the
REPL can binary-search it. Nothing is typed by hand; rerun this to refresh the table:

    git -C julia-vim show REV:autoload/julia_latex_symbols.vim > l2u.vim
    scripts/latex_symbols_tsv.py l2u.vim > jit/latex_symbols.tsv
"""
import re
import sys

ENTRY = re.compile(r"^\s*\\ '((?:[^']|'')*)': '((?:[^']|'')*)'")


def main(path):
    pairs = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = ENTRY.match(line)
            if not m:
                continue
            key, val = (g.replace("''", "'") for g in m.groups())
            if "\t" in key + val or "\n" in key + val or ";" in key + val:
                sys.exit(f"unexpected character in entry {key!r}")
            pairs[key] = val
    if len(pairs) < 1000:
        sys.exit(f"only {len(pairs)} entries in {path}: not a symbol table")
    out = sys.stdout.buffer
    for key in sorted(pairs, key=lambda k: k.encode()):
        out.write(f"{key}\t{pairs[key]}\n".encode())


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: latex_symbols_tsv.py julia_latex_symbols.vim > jit/latex_symbols.tsv")
    main(sys.argv[1])
