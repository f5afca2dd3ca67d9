#!/usr/bin/env python3
"""repl_tty.py — the REPL on a terminal (jit/lineedit.c, history.c, complete.c), driven
through a pseudo-terminal by tests/repl/ptyterm.py: keystrokes go in (arrows as escape
sequences, control characters, Tab), and the screen that results is compared whole with
the one expected, prompts, echo, values and all. Each case runs in a fresh HOME, so the
history file it leaves (~/.julia/logs/repl_history.jl) is checked too.

    tests/repl_tty.py JOLT [CASE...]

A step is a number n (wait until the editor starts its n-th entry: what is typed while
code runs would be echoed, as in Julia), a string of keys to send, ("see", text) to
wait until text is on the screen, or ("interrupt", n): once entry n-1 runs, Ctrl-C until
entry n starts (a Ctrl-C that comes before the input starts running is not one to it).
A screen given as re(...) is a regular expression the whole screen must match.
"""
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "repl"))
from ptyterm import Session  # noqa: E402

UP, DOWN, RIGHT, LEFT = "\x1b[A", "\x1b[B", "\x1b[C", "\x1b[D"
HOME, END, DEL = "\x1b[H", "\x1b[F", "\x1b[3~"
ALT_B, ALT_F, ALT_ENTER = "\x1bb", "\x1bf", "\x1b\r"
PASTE_ON, PASTE_OFF = "\x1b[200~", "\x1b[201~"
C = {k: chr(ord(k) - 64) for k in "ABCDEFKLRSUWY"}  # C["A"] is Ctrl-A

CASES = []


class re_screen(str):
    """an expected screen that is a regular expression"""


def case(name, steps, screen, history=None, args=(), cols=80, env=None, setup=None):
    CASES.append(dict(name=name, steps=steps, screen=screen, history=history, args=args,
                      cols=cols, env=env or {}, setup=setup))


# ---------------------------------------------------------------- editing
case("cursor", [1, "2+3" + LEFT + LEFT + "0\r", 2, C["D"]],
     "julia> 20+3\n23\n\njulia>")
case("home-end-ctrl", [1, "b" + HOME + "a" + END + "c" + C["A"] + "(" + C["E"] + ")\r",
                       2, C["D"]],
     "julia> (abc)\nERROR: UndefVarError: abc not defined\nStacktrace:\n [1] top-level scope\n"
     "   @ REPL[1]:1\n\njulia>")
case("kill-yank", [1, "1 + 2 + 3" + LEFT * 4 + C["K"] + C["A"] + C["Y"] + " + \r", 2,
                   "1 + 23" + C["W"] + "4" + C["U"] + C["Y"] + C["Y"] + "\r", 3, C["D"]],
     "julia>  + 3 + 1 + 2\n6\n\njulia> 1 + 41 + 4\n46\n\njulia>")
case("words", [1, "abc + def" + ALT_B + "x" + ALT_B + ALT_B + "y" + ALT_F + ALT_F + "z\r", 2,
               C["D"]],
     "julia> yabc + xdefz\nERROR: UndefVarError: yabc not defined\nStacktrace:\n"
     " [1] top-level scope\n   @ REPL[1]:1\n\njulia>")
case("delete", [1, "12345" + LEFT * 3 + DEL + C["D"] + "\x7f" + C["B"] + C["F"] + "9\r", 2,
                C["D"]],
     "julia> 195\n195\n\njulia>")
case("utf8", [1, "αβ = 1" + HOME + RIGHT + "x\r", 2, "αxβ + 1\r", 3, C["D"]],
     "julia> αxβ = 1\n1\n\njulia> αxβ + 1\n2\n\njulia>")
case("multiline", [1, "function f(x)\r    y = x\r", ("see", "           y"),
                   "y + 1\r\x7fend\r", 2, "f(2)\r", 3, C["D"]],
     "julia> function f(x)\n           y = x\n           y + 1\n       end\n"
     "f (generic function with 1 method)\n\njulia> f(2)\n3\n\njulia>")
case("alt-enter", [1, "1" + ALT_ENTER + "2\r", 2, C["D"]],
     "julia> 1\n       2\n2\n\njulia>")
case("enter-thrice", [1, "1 +\r\r\r", 2, C["D"]],
     "julia> 1 +\n\n\nERROR: syntax: incomplete: premature end of input\nStacktrace:\n"
     " [1] top-level scope\n   @ none:1\n\njulia>")
case("paste", [1, PASTE_ON + "x = 1\r\ty = x + 1" + PASTE_OFF, 2, ("see", "julia> y = x + 1"),
               "\r", 3, "()" + LEFT + PASTE_ON + "1,\n2" + PASTE_OFF + "\r", 4, C["D"]],
     "julia> x = 1\n1\n\njulia> y = x + 1\n2\n\njulia> (1,\n       2)\n(1, 2)\n\njulia>")
case("paste-transcript",
     [1, PASTE_ON + "julia> a = 2\n2\n\njulia> function h(x)\n           x * a\n       end\n"
      "h (generic function with 1 method)\n\nshell> echo hi\nhi\n\njulia> h(3)\n6\n" + PASTE_OFF, 5,
      C["D"]],
     "julia> a = 2\n2\n\njulia> function h(x)\n           x * a\n       end\n"
     "h (generic function with 1 method)\n\nshell> echo hi\nhi\n\njulia> h(3)\n6\n\njulia>",
     history="# mode: julia\n\ta = 2\n# mode: julia\n\tfunction h(x)\n\t    x * a\n\tend\n"
     "# mode: shell\n\techo hi\n# mode: julia\n\th(3)\n")
case("wrap", [1, "12345678901234567890+1" + HOME + "(" + END + ")\r", 2, C["D"]],
     "julia> (1234\n567890123456\n7890+1)\n123456789012\n34567891\n\njulia>", cols=12)
case("ctrl-c", [1, "abc" + C["C"], ("see", "^C"), "1\r", 2, C["D"]],
     "julia> abc^C\n\njulia> 1\n1\n\njulia>")
case("ctrl-l", [1, "1\r", 2, "x" + C["L"] + "2\r", 3, C["D"]],
     "julia> x2\nERROR: UndefVarError: x2 not defined\nStacktrace:\n [1] top-level scope\n"
     "   @ REPL[2]:1\n\njulia>")
case("ctrl-d-eof", [1, C["D"]], "julia>")
case("interrupt-loop", [1, "while true end\r", ("interrupt", 2), "1 + 1\r", 3, C["D"]],
     "julia> while true end\n^CERROR: InterruptException:\nStacktrace:\n [1] top-level scope\n"
     "   @ REPL[1]:1\n\njulia> 1 + 1\n2\n\njulia>")
case("interrupt-function", [1, "function spin(n); s = 0; while true; s += n; end; s; end\r", 2,
                            "spin(1)\r", ("interrupt", 3), C["D"]],
     "julia> function spin(n); s = 0; while true; s += n; end; s; end\n"
     "spin (generic function with 1 method)\n\njulia> spin(1)\n^CERROR: InterruptException:\n"
     "Stacktrace:\n [1] top-level scope\n   @ REPL[2]:1\n\njulia>")
case("interrupt-sleep", [1, "sleep(30)\r", ("interrupt", 2), C["D"]],
     "julia> sleep(30)\n^CERROR: InterruptException:\nStacktrace:\n [1] sleep(sec::Int64)\n"
     "   @ Base ./task.jl:122\n [2] top-level scope\n   @ REPL[1]:1\n\njulia>")
case("interrupt-runtime", [1, 's = ""; while true; global s = string(length(s)); end\r',
                           ("interrupt", 2), "s isa String\r", 3, C["D"]],
     re_screen(r'julia> s = ""; while true; global s = string\(length\(s\)\); end\n'
               r"\^C(WARNING: Force throwing a SIGINT\n)?ERROR: InterruptException:\n"
               r"Stacktrace:\n( \[\d+\] .*\n   @ .*\n)+\n"
               r"julia> s isa String\ntrue\n\njulia>"))

# ---------------------------------------------------------------- modes
case("help-mode", [1, "?", ("see", "help?>"), "\x7f", ("see", "julia>"), "?sin_nope\r", 2,
                   C["D"]],
     "help?> sin_nope\n  No documentation found.\n\n  Binding `sin_nope` does not exist.\n\n"
     "julia>",
     history="# mode: help\n\tsin_nope\n")
case("shell-mode", [1, ";echo hi | tr a-z A-Z\r", 2, ";cd /\r", 3, "pwd()\r", 4, ";cd -\r", 5,
                    ";cd\r", 6, C["D"]],
     'shell> echo hi | tr a-z A-Z\nHI\n\nshell> cd /\n/\n\njulia> pwd()\n"/"\n\n'
     'shell> cd -\n{home}\n\nshell> cd\n{home}\n\njulia>')

# ---------------------------------------------------------------- history
HIST = ("# time: 2021-11-30 12:12:00 UTC\n# mode: julia\n\t1 + 1\n"
        "# time: 2021-11-30 12:12:01 UTC\n# mode: julia\n\tfunction g()\n\t    2\n\tend\n"
        "# time: 2021-11-30 12:12:02 UTC\n# mode: julia\n\t10 + 1\n"
        "# time: 2021-11-30 12:12:03 UTC\n# mode: pkg\n\tadd Foo\n"
        "# time: 2021-11-30 12:12:04 UTC\n# mode: help\n\tsqrt\n")


def with_history(home):
    os.makedirs(os.path.join(home, ".julia", "logs"))
    with open(os.path.join(home, ".julia", "logs", "repl_history.jl"), "w") as f:
        f.write(HIST)


case("history-write", [1, "1 + 2\r", 2, "\r", 3, "x = [1,\r2]\r", 4, "1 + 2\r", 5, C["D"]],
     "julia> 1 + 2\n3\n\njulia>\njulia> x = [1,\n       2]\n2-element Vector{Int64}:\n 1\n 2\n\n"
     "julia> 1 + 2\n3\n\njulia>",
     history="# mode: julia\n\t1 + 2\n# mode: julia\n\tx = [1,\n\t2]\n# mode: julia\n\t1 + 2\n")
case("history-up-down", [1, UP, ("see", "help?> sqrt"), UP * 3 + DOWN + "\r", 2, UP + "\r", 3,
                         C["D"]],
     "julia> function g()\n           2\n       end\ng (generic function with 1 method)\n\n"
     "julia> function g()\n           2\n       end\ng (generic function with 1 method)\n\n"
     "julia>", setup=with_history)
case("history-prefix", [1, "1" + UP + "\r", 2, "10" + UP + UP + DOWN + "\r", 3, C["D"]],
     "julia> 10 + 1\n11\n\njulia> 10\n10\n\njulia>", setup=with_history)
case("history-prefix-back", [1, "1" + UP + UP + "\r", 2, C["D"]],
     "julia> 1 + 1\n2\n\njulia>", setup=with_history)
case("history-search", [1, "1 + 1" + C["R"] + "+ 1", ("see", "(reverse-i-search)`+ 1': 10 + 1"),
                        C["R"], ("see", "`+ 1': 1 + 1"), "\r", ("see", "julia> 1 + 1"), "\r",
                        2, C["R"] + "zzz", ("see", "failed"), C["C"] + "2\r", 3, C["D"]],
     "julia> 1 + 1\n2\n\njulia> 2\n2\n\njulia>", setup=with_history)
case("history-off", [1, "1\r", 2, C["D"]], "julia> 1\n1\n\njulia>",
     args=("--history-file=no",), history="")
case("julia-history-env", [1, "5\r", 2, C["D"]], "julia> 5\n5\n\njulia>",
     env={"JULIA_HISTORY": "{home}/h.jl"}, history="# mode: julia\n\t5\n")

# ---------------------------------------------------------------- completion
case("latex", [1, "α = 3;\r", 2, "\\sqrt\t(4) + \\alp\t\t", ("see", "α"),
               " \\cdot\t 2 \\minus\t 1\r", 3, "\"\\Top\t \\Bot\t \\cbrt\t \\:cat:\t\"\r", 4, C["D"]],
     "julia> α = 3;\n\njulia> √(4) + α ⋅ 2 − 1\n7.0\n\njulia> \"⫪ ⫫ ∛ 🐱\"\n\"⫪ ⫫ ∛ 🐱\"\n\n"
     "julia>")
case("latex-list", [1, "\\bscrA\t\\squareu\t\t", ("see", "\\squareurquad"), C["U"] + "1\r",
                    2, C["D"]],
     "julia> 𝓐\\squareu\n\\squareulblack  \\squareulquad   \\squareurblack  \\squareurquad\n"
     "julia> 1\n1\n\njulia>")
case("names", [1, "printl\t(1)\r", 2, "myvar_1 = 1; myvar_2 = 2;\r", 3, "myv\t\t",
               ("see", "myvar_2"), "2\r", 4, C["D"]],
     "julia> println(1)\n1\n\njulia> myvar_1 = 1; myvar_2 = 2;\n\njulia> myvar_\n"
     "myvar_1  myvar_2\njulia> myvar_2\n2\n\njulia>")
case("module-members", [1, "module Mo; foo1 = 1; foo2 = 2; end;\r", 2, "Mo.fo\t\t",
                        ("see", "foo2"), "1\r", 3, "Base.printl\t(2)\r", 4, C["D"]],
     "julia> module Mo; foo1 = 1; foo2 = 2; end;\n\njulia> Mo.foo\nfoo1  foo2\n"
     "julia> Mo.foo1\n1\n\njulia> Base.println(2)\n2\n\njulia>")
case("fields", [1, "struct Pt; xcoord; ycoord; zz; end; p = Pt(1, 2, 3);\r", 2, "p.zz\t + p.\t\t",
                ("see", "ycoord"), "y\t\r", 3, C["D"]],
     "julia> struct Pt; xcoord; ycoord; zz; end; p = Pt(1, 2, 3);\n\njulia> p.zz + p.\n"
     "xcoord  ycoord  zz\njulia> p.zz + p.ycoord\n5\n\njulia>")


def some_files(home):
    os.makedirs(os.path.join(home, "data", "sub"))
    for f in ("alpha.txt", "beta.csv", "bravo.csv"):
        open(os.path.join(home, "data", f), "w").close()


case("paths", [1, 'isfile("da\tal\t)\r', 2, 'isfile("data/b\t\t', ("see", "beta.csv"),
               'e\t)\r', 3, 'isdir("data/s\t")\r', 4, C["D"]],
     'julia> isfile("data/alpha.txt")\ntrue\n\njulia> isfile("data/b\nbeta.csv   bravo.csv\n'
     'julia> isfile("data/beta.csv")\ntrue\n\njulia> isdir("data/sub/")\ntrue\n\njulia>',
     setup=some_files)
case("tab-indent", [1, "begin\r\t1\rend\r", 2, C["D"]],
     "julia> begin\n           1\n           end\n1\n\njulia>")


def check_history(c, home, failures):
    path = os.path.join(home, ".julia", "logs", "repl_history.jl")
    if "JULIA_HISTORY" in c["env"]:
        path = c["env"]["JULIA_HISTORY"].format(home=home)
    if c["history"] == "":
        if os.path.exists(path):
            failures.append("history file written with --history-file=no")
        return
    text = open(path).read()
    if c["setup"]:
        text = text[len(HIST):]
    # each entry's time line, then the rest exactly
    stamp = r"# time: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\n"
    if not re.fullmatch("(" + stamp + r"# mode: \w+\n(\t.*\n)+)*", text):
        failures.append(f"history file not in Julia's format:\n{text}")
    got = re.sub(stamp, "", text)
    if got != c["history"]:
        failures.append(f"history file:\n{got!r}\nexpected\n{c['history']!r}")


def run_case(jolt, c):
    home = tempfile.mkdtemp(prefix="jolt-tty-")
    env = {"HOME": home, "TERM": "xterm", "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
           "TZ": "UTC", "LANG": "C.UTF-8"}
    env.update({k: v.format(home=home) for k, v in c["env"].items()})
    if c["setup"]:
        c["setup"](home)
    s = Session(jolt, env, args=c["args"], cols=c["cols"], cwd=home)
    failures = []
    try:
        for st in c["steps"]:
            if isinstance(st, int):
                s.ready(st)
            elif isinstance(st, tuple) and st[0] == "interrupt":
                s.running(st[1] - 1)
                time.sleep(0.1)
                for _ in range(20):
                    s.send("\x03")
                    try:
                        s.ready(st[1], timeout=1)
                        break
                    except TimeoutError:
                        pass
                s.ready(st[1])
            elif isinstance(st, tuple):
                s.expect(st[1])
            else:
                s.send(st)
        status = s.finish()
    except (TimeoutError, EOFError) as e:
        failures.append(f"{type(e).__name__}: {e}")
        status = None
    screen = s.render(page=True)
    want = c["screen"].replace("{home}", os.path.realpath(home))
    if not failures:
        if status != 0:
            failures.append(f"exit status {status}")
        if isinstance(c["screen"], re_screen):
            if not re.fullmatch(c["screen"], screen):
                failures.append(f"screen:\n{screen}\n---- expected to match:\n{want}")
        elif screen != want:
            failures.append(f"screen:\n{screen}\n---- expected:\n{want}")
        if c["history"] is not None:
            check_history(c, home, failures)
    subprocess.run(["rm", "-rf", home])
    return failures


def sigint_script(jolt):
    """`jolt file.jl` ended by SIGINT: status 130, output flushed, where it was."""
    d = tempfile.mkdtemp(prefix="jolt-sigint-")
    f = os.path.join(d, "spin.jl")
    with open(f, "w") as fh:
        fh.write('print("before")\nwhile true end\n')
    p = subprocess.Popen([jolt, f], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(0.3)
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=10)
    subprocess.run(["rm", "-rf", d])
    want = f"\nsignal (2): Interrupt\nin expression starting at {f}:2\n".encode()
    fails = []
    if p.returncode != 130:
        fails.append(f"exit status {p.returncode}")
    if out != b"before":
        fails.append(f"stdout {out!r}")
    if err != want:
        fails.append(f"stderr {err!r}")
    return fails


def main():
    jolt = os.path.abspath(sys.argv[1])
    only = sys.argv[2:]
    passed = failed = 0
    for c in CASES:
        if only and c["name"] not in only:
            continue
        f = run_case(jolt, c)
        if f:
            failed += 1
            print(f"FAIL {c['name']}:")
            for x in f:
                print("    " + x.replace("\n", "\n    "))
        else:
            passed += 1
    if not only or "sigint-script" in only:
        f = sigint_script(jolt)
        if f:
            failed += 1
            print("FAIL sigint-script: " + "; ".join(f))
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
